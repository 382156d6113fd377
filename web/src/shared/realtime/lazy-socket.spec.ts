import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import { LazySocket } from './lazy-socket';

/** A loader the test releases by hand, to look at the socket while its client is still on its way. */
function deferredLoader() {
  const socket = new FakeSocket();
  let release!: () => void;
  const loaded = new Promise<FakeSocket>((resolve) => {
    release = () => resolve(socket);
  });
  const load = vi.fn(() => loaded);
  return { socket, load, release: async () => { release(); await loaded; await Promise.resolve(); } };
}

describe('LazySocket', () => {
  it('loads no client until it is first connected', () => {
    const { load } = deferredLoader();
    const lazy = new LazySocket(load);
    lazy.on('connect', () => undefined);
    lazy.emit('join_room', { room_id: 'all' });
    expect(load).not.toHaveBeenCalled();
    expect(lazy.connected).toBe(false);
  });

  it('hands listeners and emits given before the client loaded to the real socket, then connects it', async () => {
    const { socket, load, release } = deferredLoader();
    const lazy = new LazySocket(load);
    const onConnect = vi.fn();
    lazy.on('connect', onConnect);
    lazy.emit('join_room', { room_id: 'all' });
    lazy.connect();
    lazy.connect();
    await release();
    expect(load).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(1);
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(lazy.connected).toBe(true);
    expect(socket.sentPayloads('join_room')).toEqual([{ room_id: 'all' }]);
  });

  it('forwards a listener removed before the client loaded to nobody', async () => {
    const { socket, load, release } = deferredLoader();
    const lazy = new LazySocket(load);
    const onUpdate = vi.fn();
    lazy.on('learning_update', onUpdate);
    lazy.off('learning_update', onUpdate);
    lazy.connect();
    await release();
    socket.push('learning_update', {});
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('stays closed when disconnected while the client was loading, and opens on the next connect', async () => {
    const { socket, load, release } = deferredLoader();
    const lazy = new LazySocket(load);
    lazy.connect();
    lazy.disconnect();
    await release();
    expect(socket.connects).toBe(0);
    lazy.connect();
    expect(socket.connects).toBe(1);
  });

  it('opens once however many ask, and leaves a connection the server ended to the session', async () => {
    const { socket, load, release } = deferredLoader();
    const lazy = new LazySocket(load);
    lazy.open();
    await release();
    lazy.open();
    expect(socket.connects).toBe(1);
    socket.endByServer();
    lazy.open();
    expect(socket.connects).toBe(1);
  });

  it('warns and tries again on the next connect when the client could not be loaded', async () => {
    const socket = new FakeSocket();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(socket);
    const warn = vi.fn();
    const lazy = new LazySocket(load, warn);
    lazy.connect();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load the realtime client', expect.any(Error)));
    lazy.connect();
    await vi.waitFor(() => expect(socket.connects).toBe(1));
  });
});
