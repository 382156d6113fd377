import { AdminNpsResponse, type roles, type subscriptionTiers } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export type NpsRole = (typeof roles)[number];
export type NpsPlan = (typeof subscriptionTiers)[number];

/** Which answers the page sums up, and which page of their comments it shows. */
export interface AdminNpsFilter {
  readonly role?: NpsRole | undefined;
  readonly plan?: NpsPlan | undefined;
  /** UTC days, YYYY-MM-DD, both included. */
  readonly from?: string | undefined;
  readonly until?: string | undefined;
}

/** GET /api/admin/nps: the score, its trend, the distribution and a page of comments (admins only). */
export function getAdminNps(filter: AdminNpsFilter, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) search.set(name, String(value));
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return apiFetch(`/admin/nps${query ? `?${query}` : ''}`, { schema: AdminNpsResponse, signal });
}

export const getAdminNpsQueryOptions = (filter: AdminNpsFilter = {}, cursor: string | null = null) =>
  queryOptions({
    queryKey: ['admin', 'nps', filter, cursor] as const,
    queryFn: ({ signal }) => getAdminNps(filter, cursor, signal),
    // The figures stay on screen while another filter or page loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export const useAdminNps = (filter: AdminNpsFilter, cursor: string | null) => useQuery(getAdminNpsQueryOptions(filter, cursor));
