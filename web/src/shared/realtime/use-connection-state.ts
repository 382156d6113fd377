import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useRealtime } from './realtime-context';

export type ConnectionState = 'connected' | 'disconnected';

/** Whether the app's socket is connected right now; re-renders on every connect and disconnect. */
export function useConnectionState(): ConnectionState {
  const { socket, open } = useRealtime();
  // A state worth showing is that of an open connection.
  useEffect(() => open(), [open]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      socket.on('connect', onChange);
      socket.on('disconnect', onChange);
      return () => {
        socket.off('connect', onChange);
        socket.off('disconnect', onChange);
      };
    },
    [socket],
  );
  return useSyncExternalStore(
    subscribe,
    () => (socket.connected ? 'connected' : 'disconnected'),
    () => 'disconnected',
  );
}
