import type { RoomAck } from '@pathwise/contracts';
import type { RealtimeSocket } from '../shared/realtime/realtime-socket';

type Listener = (...args: unknown[]) => void;

export interface SentMessage {
  event: string;
  payload: unknown;
}

/**
 * An in-memory stand-in for the Socket.IO client: records what the app sends, lets a test play the server
 * (`push`, `connect`, `drop`, `endByServer`), and acknowledges joins the way the server does.
 */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  readonly sent: SentMessage[] = [];
  /** The server's answer to every acknowledged emit; replace it to make joins fail. */
  answer: (event: string, payload: unknown) => RoomAck = (_event, payload) => ({
    ok: true,
    room: describeRoom(payload),
    replayed: 0,
  });
  /** How many times the socket was connected (by the app, or by a test playing the network). */
  connects = 0;
  /** How many times the app called `disconnect()`. */
  disconnects = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  emit(event: string, ...args: unknown[]): this {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (answer: RoomAck) => void) : undefined;
    const payload = args[0];
    this.sent.push({ event, payload });
    ack?.(this.answer(event, payload));
    return this;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  connect(): void {
    this.connects += 1;
    this.connected = true;
    this.fire('connect');
  }

  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server ends this socket (`socket.disconnect(true)`), after which Socket.IO does not reconnect by itself. */
  endByServer(): void {
    this.connected = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** The app closes the connection itself (as before a reconnect); counted so a test can see it happen. */
  disconnect(): this {
    this.disconnects += 1;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** The server sends `event` to this client. */
  push(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  sentPayloads(event: string): unknown[] {
    return this.sent.filter((message) => message.event === event).map((message) => message.payload);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

function describeRoom(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return 'unknown';
  const { room_type: type = 'course', room_id: id } = payload as { room_type?: string; room_id?: string };
  return `${type}:${id ?? ''}`;
}
