import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeContext, type Realtime } from './realtime-context';
import { createAppSocket, type RealtimeSocket } from './realtime-socket';
import { RoomSubscriptions } from './room-subscriptions';

interface RealtimeProviderProps {
  /** Tests pass a fake; the app leaves it out and gets its one Socket.IO connection. */
  socket?: RealtimeSocket;
  children: ReactNode;
}

export function RealtimeProvider({ socket, children }: RealtimeProviderProps) {
  const [ownSocket] = useState(() => (socket ? null : createAppSocket()));
  const [realtime] = useState<Realtime>(() => {
    const used = socket ?? ownSocket;
    if (!used) throw new Error('RealtimeProvider has no socket');
    return {
      socket: used,
      rooms: new RoomSubscriptions(used),
      // Rooms are re-joined on the new connection's `connect`, from their last positions.
      reconnect: () => {
        used.disconnect();
        used.connect();
      },
    };
  });

  useEffect(() => realtime.rooms.start(), [realtime]);

  useEffect(() => {
    // Only a socket this provider made is its to open and close; an injected one belongs to its caller.
    if (!ownSocket) return;
    ownSocket.connect();
    return () => {
      ownSocket.disconnect();
    };
  }, [ownSocket]);

  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}
