import { PurchaseQuoteResponse, type PurchaseQuoteRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/**
 * POST /api/courses/{courseId}/purchase/quote: the order as the server prices it with the coupon typed, or a problem
 * naming `couponCode` with the reason it does not apply. Reserves nothing; the discount is never computed here.
 */
export function quotePurchase(courseId: string, request: PurchaseQuoteRequest) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/purchase/quote`, { method: 'POST', body: request, schema: PurchaseQuoteResponse });
}

export const useQuotePurchase = (courseId: string) => useMutation({ mutationFn: (request: PurchaseQuoteRequest) => quotePurchase(courseId, request) });
