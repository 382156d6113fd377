import { clientSocketEvents, type JoinRoomPayload, type LeaveRoomPayload, type RoomAck } from '@pathwise/contracts';
import { io, type Socket } from 'socket.io-client';

export interface Received {
  readonly event: string;
  readonly payload: Record<string, unknown>;
}

/** A real Socket.IO client that records everything it receives, for tests to wait on. */
export class TestSocket {
  readonly received: Received[] = [];
  readonly socket: Socket;

  /** `headers` go with the handshake, as a browser's cookies and Accept-Language do. */
  constructor(url: string, token?: string, headers: Record<string, string> = {}) {
    this.socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: token ? { token } : {}, extraHeaders: headers });
    this.socket.onAny((event: string, payload: Record<string, unknown>) => this.received.push({ event, payload }));
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** Resolves with the reason once the connection ends (`io server disconnect` when the server ended it). */
  disconnected(timeoutMs = 10_000): Promise<string> {
    if (!this.socket.connected) return Promise.resolve('not connected');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Still connected after ${timeoutMs} ms`)), timeoutMs);
      this.socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  }

  join(payload: JoinRoomPayload): Promise<RoomAck> {
    return this.socket.timeout(10_000).emitWithAck(clientSocketEvents.joinRoom, payload) as Promise<RoomAck>;
  }

  leave(payload: LeaveRoomPayload): Promise<RoomAck> {
    return this.socket.timeout(10_000).emitWithAck(clientSocketEvents.leaveRoom, payload) as Promise<RoomAck>;
  }

  emitWithAck(event: string, payload: unknown): Promise<Record<string, unknown>> {
    return this.socket.timeout(10_000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;
  }

  of(event: string): Record<string, unknown>[] {
    return this.received.filter((each) => each.event === event).map((each) => each.payload);
  }

  close(): void {
    this.socket.close();
  }
}
