import { socketClientSettings } from '@pathwise/contracts';
import { io, type Socket } from 'socket.io-client';
import { readAuthToken } from '../lib/auth-token';

/**
 * The app's one Socket.IO connection, same origin, with the spec's settings; connected by the provider. Only
 * `lazy-socket.ts` imports this module, and dynamically: socket.io-client stays out of the first download.
 */
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
