import { ParkedEventList } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/admin/projections/parked-events: the events read models could not apply, oldest first (admins only). */
export function getParkedEvents(signal?: AbortSignal) {
  return apiFetch('/admin/projections/parked-events', { schema: ParkedEventList, signal });
}

export const parkedEventsQueryKey = ['admin', 'projections', 'parked-events'] as const;

export const getParkedEventsQueryOptions = () =>
  queryOptions({ queryKey: parkedEventsQueryKey, queryFn: ({ signal }) => getParkedEvents(signal) });

export const useParkedEvents = () => useQuery(getParkedEventsQueryOptions());
