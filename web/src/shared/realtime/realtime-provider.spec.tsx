import { clientSocketEvents } from '@pathwise/contracts';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import { DEFERRED_LOAD_DELAY_MS } from '../lib/deferred-loading';
import { RealtimeProvider } from './realtime-provider';
import { useRoom } from './use-room';

const appSocket = vi.hoisted(() => ({ created: [] as FakeSocket[] }));

// The app's own Socket.IO client, played by a fake: what is tested is when the provider loads and connects it.
vi.mock('./socket-io-connection', () => ({
  createAppSocket: () => {
    const socket = new FakeSocket();
    appSocket.created.push(socket);
    return socket;
  },
}));

function PlatformRoom() {
  useRoom({ room_id: 'all', room_type: 'platform' }, {});
  return null;
}

describe('RealtimeProvider with the app’s own socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    appSocket.created.length = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads and connects the client only after the page has loaded, then joins the rooms asked for before', async () => {
    render(
      <RealtimeProvider>
        <PlatformRoom />
      </RealtimeProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(DEFERRED_LOAD_DELAY_MS - 100));
    expect(appSocket.created).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(appSocket.created).toHaveLength(1));
    const [socket] = appSocket.created;
    expect(socket!.connects).toBe(1);
    expect(socket!.sentPayloads(clientSocketEvents.joinRoom)).toEqual([{ room_id: 'all', room_type: 'platform' }]);
  });

  it('connects at once when the visitor acts before the delay is up', async () => {
    render(
      <RealtimeProvider>
        <PlatformRoom />
      </RealtimeProvider>,
    );
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(appSocket.created).toHaveLength(1));
    expect(appSocket.created[0]!.connects).toBe(1);
  });
});
