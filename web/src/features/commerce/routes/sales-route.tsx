import { SalesPage } from '../components/sales-page';

export function SalesRoute() {
  return <SalesPage />;
}
