import { RefundOrderResponse, type RefundOrderRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from '../../courses';
import { commerceKeys, salesKeys } from './commerce-keys';

/** POST /api/orders/{orderId}/refund: the whole order paid back; asked twice, it is refunded once. */
export function refundOrder(orderId: string, request: RefundOrderRequest) {
  return apiFetch(`/orders/${encodeURIComponent(orderId)}/refund`, { method: 'POST', body: request, schema: RefundOrderResponse });
}

/**
 * A refund ends the course's enrolment too, so every read that may show the course as the buyer's is read again:
 * the purchases, the order, the quote, and the course reads (the learner's courses among them); and the creator's
 * sales, where a creator's refund shows in the orders, the refunds, the totals and the coupons.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason?: string }) => refundOrder(orderId, reason ? { reason } : {}),
    onSuccess: async (_, { orderId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commerceKeys.purchases() }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: ['commerce', 'quote'] }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: salesKeys.all }),
      ]);
    },
  });
}
