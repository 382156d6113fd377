import { DevOutboxResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';

/** A new sign-in code should show up without a reload; every 3 s is quick enough for someone waiting on it. */
export const OUTBOX_REFRESH_MS = 3000;

export const devOutboxQueryKey = (to?: string) => ['dev', 'outbox', to ?? null] as const;

/** GET /api/dev/outbox[?to=]: the mail a development server kept instead of sending. Null when it keeps none (404). */
export async function getDevOutbox(to?: string, signal?: AbortSignal): Promise<DevOutboxResponse | null> {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  try {
    return await apiFetch(`/dev/outbox${query}`, { schema: DevOutboxResponse, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getDevOutboxQueryOptions = (to?: string) =>
  queryOptions({
    queryKey: devOutboxQueryKey(to),
    queryFn: ({ signal }) => getDevOutbox(to, signal),
    staleTime: 0,
    // A server outside development mode will not grow an outbox; stop asking.
    refetchInterval: (query) => (query.state.data === null ? false : OUTBOX_REFRESH_MS),
  });

export const useDevOutbox = (to?: string) => useQuery(getDevOutboxQueryOptions(to));
