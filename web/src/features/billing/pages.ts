import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The account's billing page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const BillingPage = lazyRouteComponent(() => import('./routes/billing-route'), 'BillingRoute');

/** The route loader's start of the account's plan and its invoices, with the options the page reads them by. */
export const prefetchBilling = (queryClient: QueryClient) => {
  prefetchPageData(queryClient, () => import('./api/get-billing').then((api) => api.getBillingQueryOptions()));
  prefetchPageData(queryClient, () => import('./api/get-invoices').then((api) => api.getInvoicesQueryOptions()));
};
