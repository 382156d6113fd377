import { PlaceOrderResponse, type PlaceOrderRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** POST /api/courses/{courseId}/orders: the buyer's one order for the course, placed or reused, and where to pay it. */
export function placeOrder(courseId: string, request: PlaceOrderRequest) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/orders`, { method: 'POST', body: request, schema: PlaceOrderResponse });
}

export function usePlaceOrder(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlaceOrderRequest) => placeOrder(courseId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.quotes(courseId) }),
  });
}
