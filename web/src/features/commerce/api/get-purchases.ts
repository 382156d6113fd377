import { PurchasesResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** GET /api/me/purchases: the courses the signed-in user bought, and whether each may still be refunded. */
export function getPurchases(signal?: AbortSignal) {
  return apiFetch('/me/purchases', { schema: PurchasesResponse, signal });
}

export const getPurchasesQueryOptions = () => queryOptions({ queryKey: commerceKeys.purchases(), queryFn: ({ signal }) => getPurchases(signal) });

export const usePurchases = () => useQuery(getPurchasesQueryOptions());
