import { useEffect, useState, type ReactNode } from 'react';
import { scheduleDeferredLoad } from '../lib/deferred-loading';
import { LazySocket } from './lazy-socket';
import { RealtimeContext, type Realtime } from './realtime-context';
import type { RealtimeSocket } from './realtime-socket';
import { RoomSubscriptions } from './room-subscriptions';

interface RealtimeProviderProps {
  /** Tests pass a fake; the app leaves it out and gets its one Socket.IO connection. */
  socket?: RealtimeSocket;
  children: ReactNode;
}

const afterFirstPaint = () => new Promise<void>((resolve) => scheduleDeferredLoad(resolve));

/**
 * Live updates are no part of the first paint: the Socket.IO client loads and connects with the shell's other
 * deferred parts (after the page has loaded, or at the first input), not while the page is downloading and hydrating.
 */
const loadAppSocket = () =>
  afterFirstPaint()
    .then(() => import('./socket-io-connection'))
    .then((connection) => connection.createAppSocket());

export function RealtimeProvider({ socket, children }: RealtimeProviderProps) {
  const [ownSocket] = useState(() => (socket ? null : new LazySocket(loadAppSocket)));
  const [realtime] = useState<Realtime>(() => {
    const used = socket ?? ownSocket;
    if (!used) throw new Error('RealtimeProvider has no socket');
    return {
      socket: used,
      rooms: new RoomSubscriptions(used),
      // Only a socket this provider made is its to open; an injected one belongs to its caller.
      open: () => ownSocket?.open(),
      // Rooms are re-joined on the new connection's `connect`, from their last positions.
      reconnect: () => {
        used.disconnect();
        used.connect();
      },
    };
  });

  useEffect(() => realtime.rooms.start(), [realtime]);

  useEffect(() => {
    if (!ownSocket) return;
    return () => {
      ownSocket.disconnect();
    };
  }, [ownSocket]);

  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}
