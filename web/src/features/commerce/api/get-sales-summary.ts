import { SalesSummaryResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { salesKeys } from './commerce-keys';

/** GET /api/sales: the signed-in creator's paid sales over the days given, per currency and per day. */
export const getSalesSummary = (range: { from: string; to: string }, signal?: AbortSignal) =>
  apiFetch(`/sales?${new URLSearchParams(range).toString()}`, { schema: SalesSummaryResponse, signal });

export const getSalesSummaryQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({ queryKey: salesKeys.summary(range), queryFn: ({ signal }) => getSalesSummary(range, signal) });

export const useSalesSummary = (range: { from: string; to: string }) => useQuery(getSalesSummaryQueryOptions(range));
