import { CouponsPage } from '../components/coupons-page';

export function CouponsRoute() {
  return <CouponsPage />;
}
