import type { SessionResponse } from '@pathwise/contracts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clearAuthToken } from '../../../shared/lib/auth-token';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import { rememberSession, sessionQueryKey } from '../api/get-session';

// The session itself is set from the sign-in answer; refetching it would only repeat what the server just said.
export const isNotSession = (query: Query) => query.queryKey[0] !== sessionQueryKey[0] || query.queryKey[1] !== sessionQueryKey[1];

export interface SessionTransitions {
  signedIn(session: SessionResponse): void;
  signedOut(): void;
}

/**
 * What changes when the person at the keyboard changes: the session in the cache, everything read as the previous
 * person (refetched, or dropped when nothing shows it), and the socket, which is identified at its handshake.
 */
export function useSessionTransitions(): SessionTransitions {
  const queryClient = useQueryClient();
  const { reconnect } = useRealtime();
  return useMemo(
    () => ({
      signedIn(session) {
        // A bearer token left in storage would outrank the new session cookie and keep an older identity.
        clearAuthToken();
        rememberSession(queryClient, { user: session.user, csrf_token: session.csrf_token });
        void queryClient.invalidateQueries({ predicate: isNotSession });
        reconnect();
      },
      signedOut() {
        clearAuthToken();
        rememberSession(queryClient, null);
        queryClient.removeQueries({ predicate: isNotSession, type: 'inactive' });
        void queryClient.invalidateQueries({ predicate: isNotSession });
        reconnect();
      },
    }),
    [queryClient, reconnect],
  );
}
