import { OrderResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** How often the success page asks again while the payment's webhook and the enrolment after it are on their way. */
export const ORDER_POLL_MS = 1_000;

/** GET /api/orders/{orderId}: the order's status and whether the enrolment has followed the payment. */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return apiFetch(`/orders/${encodeURIComponent(orderId)}`, { schema: OrderResponse, signal });
}

/** Settled once enrolled or declined; until then the page polls, it never enrols by itself. */
const settled = (order: OrderResponse | undefined) => order !== undefined && (order.enrolled || order.status === 'declined');

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: commerceKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: (query) => (settled(query.state.data) ? false : ORDER_POLL_MS),
  });

export const useOrder = (orderId: string) => useQuery(getOrderQueryOptions(orderId));
