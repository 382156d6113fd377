/** Billing: the account's plan with Pathwise and its free trial. The page is in pages.ts, loaded on demand. */
export { billingQueryKey } from './api/get-billing';
