import { SalesRefundsResponse } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { salesKeys } from './commerce-keys';

export const SALES_REFUNDS_PAGE_SIZE = 10;

/** GET /api/sales/refunds: one page of the creator's refunded orders, newest refund first, after the cursor. */
export function getSalesRefunds(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(SALES_REFUNDS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/sales/refunds?${params.toString()}`, { schema: SalesRefundsResponse, signal });
}

export const getSalesRefundsQueryOptions = (cursor: string | null) =>
  queryOptions({ queryKey: salesKeys.refunds(cursor), queryFn: ({ signal }) => getSalesRefunds(cursor, signal), placeholderData: keepPreviousData });

export const useSalesRefunds = (cursor: string | null) => useQuery(getSalesRefundsQueryOptions(cursor));
