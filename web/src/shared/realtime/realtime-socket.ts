import { socketClientSettings } from '@pathwise/contracts';
import { io, type Socket } from 'socket.io-client';
import { readAuthToken } from '../lib/auth-token';

/**
 * The few socket methods the app relies on. Code depends on this rather than on socket.io-client's `Socket`, so a
 * test can drive it with a small in-memory fake instead of a network.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** The app's one Socket.IO connection, same origin, with the spec's settings; connected by the provider. */
export function createAppSocket(): Socket {
  return io({
    autoConnect: false,
    // A function, so every reconnect presents the token stored now rather than the one at page load.
    auth: (send) => {
      const token = readAuthToken();
      send(token ? { token } : {});
    },
    reconnectionDelay: socketClientSettings.reconnectionDelay,
    reconnectionDelayMax: socketClientSettings.reconnectionDelayMax,
    timeout: socketClientSettings.timeout,
    transports: [...socketClientSettings.transports],
  });
}
