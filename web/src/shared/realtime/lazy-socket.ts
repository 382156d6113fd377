import { logger } from '../lib/logger';
import type { RealtimeSocket } from './realtime-socket';

type Listener = (...args: unknown[]) => void;

/**
 * A socket whose client is loaded when it is first connected, so that a page that never opens a connection (a
 * visitor's first paint) never downloads it. Listeners and emits given before then are handed to the real socket
 * once it exists, as Socket.IO itself keeps emits made while disconnected until it connects.
 */
export class LazySocket implements RealtimeSocket {
  private socket: RealtimeSocket | undefined;
  private loading: Promise<void> | undefined;
  private wanted = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pendingEmits: [string, unknown[]][] = [];

  constructor(
    private readonly load: () => Promise<RealtimeSocket>,
    private readonly warn: (message: string, detail: unknown) => void = logger.warn,
  ) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  emit(event: string, ...args: unknown[]): this {
    if (this.socket) this.socket.emit(event, ...args);
    else this.pendingEmits.push([event, args]);
    return this;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    this.socket?.on(event, listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    this.socket?.off(event, listener);
    return this;
  }

  connect(): this {
    this.wanted = true;
    if (this.socket) this.socket.connect();
    else this.loading ??= this.loadSocket();
    return this;
  }

  /**
   * Connects unless the app has asked for a connection already: every page and hook that needs one may ask, and
   * one connection opens. A connection the server ended stays as it is; whether to reconnect is the session's call.
   */
  open(): void {
    if (!this.wanted) this.connect();
  }

  disconnect(): this {
    // A connect still loading is called off too: the last of connect and disconnect wins.
    this.wanted = false;
    this.socket?.disconnect();
    return this;
  }

  private async loadSocket(): Promise<void> {
    let socket: RealtimeSocket;
    try {
      socket = await this.load();
    } catch (error) {
      // The chunk could not be fetched (offline, a new deployment): the next connect tries again.
      this.loading = undefined;
      this.warn('Could not load the realtime client', error);
      return;
    }
    this.socket = socket;
    for (const [event, listeners] of this.listeners) for (const listener of listeners) socket.on(event, listener);
    for (const [event, args] of this.pendingEmits.splice(0)) socket.emit(event, ...args);
    if (this.wanted) socket.connect();
  }
}
