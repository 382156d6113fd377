import { AdminLeadListResponse, type leadTopics } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export type LeadTopic = (typeof leadTopics)[number];

export const LEADS_PAGE_SIZE = 25;

export interface AdminLeadsQuery {
  readonly topic?: LeadTopic;
  readonly page: number;
}

/** GET /api/admin/leads: a page of contact-form leads, newest first (admins only). */
export function getAdminLeads({ topic, page }: AdminLeadsQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), page_size: String(LEADS_PAGE_SIZE) });
  if (topic) search.set('topic', topic);
  return apiFetch(`/admin/leads?${search.toString()}`, { schema: AdminLeadListResponse, signal });
}

export const adminLeadsQueryKey = (query: AdminLeadsQuery) => ['admin', 'leads', query.topic ?? 'all', query.page] as const;

export const getAdminLeadsQueryOptions = (query: AdminLeadsQuery) =>
  queryOptions({
    queryKey: adminLeadsQueryKey(query),
    queryFn: ({ signal }) => getAdminLeads(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useAdminLeads = (query: AdminLeadsQuery) => useQuery(getAdminLeadsQueryOptions(query));
