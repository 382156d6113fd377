import { createContext, useContext } from 'react';
import type { RealtimeSocket } from './realtime-socket';
import type { RoomSubscriptions } from './room-subscriptions';

export interface Realtime {
  socket: RealtimeSocket;
  rooms: RoomSubscriptions;
  /**
   * Opens the app's connection if nothing has yet: a signed-in user, a page in a room or showing the connection's
   * state. The first call loads the Socket.IO client, which a visitor's first page does without.
   */
  open(): void;
  /**
   * Drops the connection and opens a new one. The server identifies a socket once, at the handshake (from the
   * session cookie or the token), so a sign-in or sign-out only reaches the socket through a new handshake.
   */
  reconnect(): void;
}

export const RealtimeContext = createContext<Realtime | null>(null);

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return realtime;
}
