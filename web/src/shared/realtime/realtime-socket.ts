/**
 * The few socket methods the app relies on. Code depends on this rather than on socket.io-client's `Socket`, so a
 * test can drive it with a small in-memory fake instead of a network, and the app can load the client only when a
 * connection is first opened (`lazy-socket.ts`).
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}
