import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/**
 * Buying a course: the purchase page, the built-in test provider's checkout page and the pages checkout returns to.
 * The router mounts each as a chunk of its own, loaded when the route is first visited.
 */
export const PurchasePage = lazyRouteComponent(() => import('./routes/purchase-route'), 'PurchaseRoute');
export const PurchaseSuccessPage = lazyRouteComponent(() => import('./routes/purchase-success-route'), 'PurchaseSuccessRoute');
export const PurchaseCancelPage = lazyRouteComponent(() => import('./routes/purchase-cancel-route'), 'PurchaseCancelRoute');
export const TestCheckoutPage = lazyRouteComponent(() => import('./routes/test-checkout-route'), 'TestCheckoutRoute');
export const ConnectPage = lazyRouteComponent(() => import('./routes/connect-route'), 'ConnectRoute');

/** The route loader's start of the purchase page's read: the quote for no country chosen yet, as the page first asks. */
export function prefetchPurchase(queryClient: QueryClient, courseId: string): void {
  prefetchPageData(queryClient, () => import('./api/get-purchase-quote').then((api) => api.getPurchaseQuoteQueryOptions(courseId)));
}

/** The success page's read of the order, started by its loader. */
export function prefetchOrder(queryClient: QueryClient, orderId: string): void {
  prefetchPageData(queryClient, () => import('./api/get-order').then((api) => api.getOrderQueryOptions(orderId)));
}

/** The test checkout page's read of its session. */
export function prefetchTestCheckout(queryClient: QueryClient, sessionId: string): void {
  prefetchPageData(queryClient, () => import('./api/get-test-checkout-session').then((api) => api.getTestCheckoutSessionQueryOptions(sessionId)));
}

/** The creator's coupon page, at /sales/coupons. */
export const CouponsPage = lazyRouteComponent(() => import('./routes/coupons-route'), 'CouponsRoute');

/** The coupon page's read of the maker's coupons, started by its loader. */
export function prefetchCoupons(queryClient: QueryClient): void {
  prefetchPageData(queryClient, () => import('./api/get-coupons').then((api) => api.getCouponsQueryOptions()));
}

/** The payouts page's read of the creator's account, balances and payouts. */
export function prefetchPayouts(queryClient: QueryClient): void {
  prefetchPageData(queryClient, () => import('./api/get-payouts').then((api) => api.getPayoutsQueryOptions()));
}

/** A creator's sales page, a chunk of its own loaded when /sales is first visited. */
export const SalesPage = lazyRouteComponent(() => import('./routes/sales-route'), 'SalesRoute');

/** The sales page's first read, the last 30 days as the page first asks, started by its loader. */
export function prefetchSales(queryClient: QueryClient): void {
  prefetchPageData(queryClient, () =>
    Promise.all([import('./api/get-sales-summary'), import('./lib/sales-range')]).then(([api, range]) => api.getSalesSummaryQueryOptions(range.salesRangeOf(30))),
  );
}
