import type { CurrentSessionResponse, MeResponse } from '@pathwise/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { setCsrfToken } from '../../../shared/api/csrf-token';
import { rememberSignedIn } from '../lib/session-hint';

/** GET /api/auth/session: who is signed in, and the CSRF token their cookie writes must carry. */
export type CurrentSession = CurrentSessionResponse;

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The current session, or null when nobody is signed in. The server answers visitors with nulls; a 401 (a stale
 * bearer token in storage) means signed out too.
 */
export async function getSession(signal?: AbortSignal): Promise<CurrentSession | null> {
  try {
    const probe = await apiFetch('/auth/session', {
      schema: () => import('./shell-responses.schemas').then((schemas) => schemas.SessionProbeResponse),
      signal,
    });
    return probe.user ? probe : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const session = await getSession(signal);
      setCsrfToken(session?.csrf_token ?? null);
      rememberSignedIn(session !== null);
      return session;
    },
  });

export const useSession = () => useQuery(getSessionQueryOptions());

/** Puts a session the app learned some other way (a sign-in, a sign-out) where the session query keeps it. */
export function rememberSession(queryClient: QueryClient, session: CurrentSession | null): void {
  setCsrfToken(session?.csrf_token ?? null);
  rememberSignedIn(session !== null);
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Keeps the signed-in user in step after a write that answers with the updated user. */
export function rememberUser(queryClient: QueryClient, user: MeResponse): void {
  queryClient.setQueryData(sessionQueryKey, (session) => (session ? { ...session, user } : session));
}
