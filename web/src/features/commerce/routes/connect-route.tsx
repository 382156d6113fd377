import { ConnectPage } from '../components/connect-page';

export function ConnectRoute() {
  return <ConnectPage />;
}
