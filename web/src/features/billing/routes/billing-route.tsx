import { BillingPage } from '../components/billing-page';

export function BillingRoute() {
  return <BillingPage />;
}
