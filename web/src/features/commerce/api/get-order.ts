import { OrderResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** How often the success page asks again while the payment's webhook and the enrolment after it are on their way. */
export const ORDER_POLL_MS = 1_000;
/**
 * How often it asks while the order reads declined: a provider that returns the buyer before its webhook arrives may
 * leave an earlier attempt's decline showing, so the page keeps listening, more slowly.
 */
export const DECLINED_ORDER_POLL_MS = 5_000;

/** GET /api/orders/{orderId}: the order's status and whether the enrolment has followed the payment. */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return apiFetch(`/orders/${encodeURIComponent(orderId)}`, { schema: OrderResponse, signal });
}

/** Done once enrolled (or refunded since); until then the page polls, and never enrols by itself. */
const pollEvery = (order: OrderResponse | undefined): number | false =>
  order?.enrolled || order?.status === 'refunded' ? false : order?.status === 'declined' ? DECLINED_ORDER_POLL_MS : ORDER_POLL_MS;

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: commerceKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: (query) => pollEvery(query.state.data),
  });

export const useOrder = (orderId: string) => useQuery(getOrderQueryOptions(orderId));
