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
