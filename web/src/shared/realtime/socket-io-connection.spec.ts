import { socketClientSettings } from '@pathwise/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppSocket } from './socket-io-connection';

describe('The app socket', () => {
  let socket: ReturnType<typeof createAppSocket> | undefined;
  afterEach(() => {
    socket?.disconnect();
    socket = undefined;
  });

  it('the shared settings are the spec’s: reconnect after 1 s up to 5 s, 20 s to connect, websocket then polling', () => {
    expect(socketClientSettings).toEqual({
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
      transports: ['websocket', 'polling'],
    });
  });

  it('is made with those settings, not socket.io’s defaults, and waits for the provider to connect it', () => {
    socket = createAppSocket();
    // The options as given: socket.io's own defaults happen to share the delays, so its getters alone would prove
    // nothing; its default transports (polling first) differ.
    expect(socket.io.opts).toMatchObject({
      autoConnect: false,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
      transports: ['websocket', 'polling'],
    });
    expect([socket.io.reconnectionDelay(), socket.io.reconnectionDelayMax(), socket.io.timeout()]).toEqual([1_000, 5_000, 20_000]);
    expect(socket.connected).toBe(false);
    expect(socket.io.engine).toBeUndefined();
  });

  it('presents the token stored at each (re)connection, not the one of page load', () => {
    socket = createAppSocket();
    const auth = socket.auth as (send: (data: object) => void) => void;
    const sent: object[] = [];
    auth((data) => sent.push(data));
    window.localStorage.setItem('auth_token', 'header.payload.signature');
    auth((data) => sent.push(data));
    expect(sent).toEqual([{}, { token: 'header.payload.signature' }]);
  });
});
