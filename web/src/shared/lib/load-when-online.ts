import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RETRY_DELAYS_MS = [500, 2_000, 5_000];

function onceOnline(target: Window): Promise<void> {
  return new Promise((resolve) => target.addEventListener('online', () => resolve(), { once: true }));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk so that a dropped connection does not become an error page: asked for while the browser is offline,
 * the fetch waits until it is back online; a fetch that fails while online (a flaky network, a server restarting) is
 * tried again after a pause, a few times, before the error reaches an error boundary.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, target: Window | null = globalThis.window ?? null): Promise<T> {
  // Rendering on the server: there is no connection to wait for.
  if (!target) return load();
  for (let attempt = 0; ; attempt += 1) {
    if (!target.navigator.onLine) await onceOnline(target);
    try {
      return await load();
    } catch (error) {
      // Offline now: the failure was the connection's, and the next attempt waits for it.
      if (!target.navigator.onLine) continue;
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** `React.lazy` whose chunk is loaded with `loadWhenOnline`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component, whatever its props
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => loadWhenOnline(load));
}
