/** Query keys of commerce: a course's quote for the buyer (by country), an order, the buyer's purchases, a test checkout session, the maker's coupons. */
export const commerceKeys = {
  purchases: () => ['commerce', 'purchases'] as const,
  quote: (courseId: string, country: string | undefined) => ['commerce', 'quote', courseId, country ?? null] as const,
  quotes: (courseId: string) => ['commerce', 'quote', courseId] as const,
  order: (orderId: string) => ['commerce', 'order', orderId] as const,
  testCheckout: (sessionId: string) => ['commerce', 'test-checkout', sessionId] as const,
  coupons: () => ['commerce', 'coupons'] as const,
};

export const testSessionPath = (sessionId: string) => `/payments/test/sessions/${encodeURIComponent(sessionId)}`;

/** Query keys of a creator's sales: the summary by range, the orders by filters and page, the refunds by page, the coupons. */
export const salesKeys = {
  all: ['commerce', 'sales'] as const,
  summary: (range: { from: string; to: string }) => ['commerce', 'sales', 'summary', range] as const,
  orders: (filters: SalesOrderFilters, cursor: string | null) => ['commerce', 'sales', 'orders', filters, cursor] as const,
  refunds: (cursor: string | null) => ['commerce', 'sales', 'refunds', cursor] as const,
  coupons: () => ['commerce', 'sales', 'coupons'] as const,
};

/** The orders list's filters as the page holds them: empty strings are "any". */
export interface SalesOrderFilters {
  readonly courseId: string;
  readonly status: '' | 'awaiting_payment' | 'declined' | 'paid' | 'refunded';
  readonly from: string;
  readonly to: string;
}

/** The filters as a query string, without the empty ones (the export link uses the same). */
export function salesFilterParams(filters: SalesOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params;
}
