import type { MeResponse } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import { getSessionQueryOptions, sessionQueryKey, type CurrentSession } from '../api/get-session';
import { isNotSession, useSessionTransitions } from './session-transitions';

/** Socket.IO's reason when the server ended the connection: the one disconnect it never reconnects by itself. */
const endedByServer = 'io server disconnect';

const sameIdentity = (before: MeResponse | undefined, after: MeResponse) =>
  before?.uid === after.uid && before.role === after.role && before.subscription_tier === after.subscription_tier;

/**
 * The server ends a socket whose session ended (a sign-out in another tab, a revoked session) and Socket.IO leaves it
 * closed, so the session is asked again. Signed out: the app goes to the signed-out state, whose visitor socket the
 * server keeps. Still signed in: the socket connects once more and its handshake takes the account as it is now;
 * what was read as another identity (another person signed in elsewhere, a new role or plan) is read again. One
 * check at a time, and each ends in one connect at most, so a server that keeps ending sockets gets no tight loop.
 */
export function useSessionRecheckOnServerDisconnect(): void {
  const queryClient = useQueryClient();
  const { socket } = useRealtime();
  const transitions = useSessionTransitions();

  useEffect(() => {
    let mounted = true;
    let checking = false;
    const recheck = async () => {
      const before = queryClient.getQueryData<CurrentSession | null>(sessionQueryKey)?.user;
      try {
        const session = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
        if (!mounted) return;
        if (!session) {
          transitions.signedOut();
          return;
        }
        if (!sameIdentity(before, session.user)) void queryClient.invalidateQueries({ predicate: isNotSession });
        socket.connect();
      } catch {
        // The server could not be asked (it may be restarting): connecting hands over to Socket.IO's own backoff,
        // and the handshake identifies whatever session the cookie still holds.
        if (mounted) socket.connect();
      }
    };
    const onDisconnect = (reason: unknown) => {
      if (reason !== endedByServer || checking) return;
      checking = true;
      void recheck().finally(() => {
        checking = false;
      });
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      mounted = false;
      socket.off('disconnect', onDisconnect);
    };
  }, [queryClient, socket, transitions]);
}
