/**
 * The one piece of Node the app's server build uses (entry-server.tsx): the app is type-checked against the browser's
 * types alone, which must not gain Node's.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
