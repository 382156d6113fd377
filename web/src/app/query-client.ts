import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';

/** The spec's API cache keeps answers for 300000 ms (section 9); pushes invalidate sooner when data changes. */
const STALE_TIME_MS = 300_000;
const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same way again; only server and network failures are worth another try.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** One per app (and a fresh one per test, with `{ retry: false }`). */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, ...queries },
      mutations: { retry: false },
    },
  });
}
