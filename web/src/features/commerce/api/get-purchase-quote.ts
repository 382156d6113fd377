import { PurchaseQuoteResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** GET /api/courses/{courseId}/purchase: what the course costs this buyer (the server prices it), and their order. */
export function getPurchaseQuote(courseId: string, country: string | undefined, signal?: AbortSignal) {
  const search = country ? `?${new URLSearchParams({ country }).toString()}` : '';
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/purchase${search}`, { schema: PurchaseQuoteResponse, signal });
}

export const getPurchaseQuoteQueryOptions = (courseId: string, country?: string) =>
  queryOptions({ queryKey: commerceKeys.quote(courseId, country), queryFn: ({ signal }) => getPurchaseQuote(courseId, country, signal) });

export const usePurchaseQuote = (courseId: string, country?: string) => useQuery(getPurchaseQuoteQueryOptions(courseId, country));
