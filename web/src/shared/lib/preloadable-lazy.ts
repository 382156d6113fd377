import { lazy, type ComponentType } from 'react';
import { loadWhenOnline } from './load-when-online';

export interface PreloadableLazy<P extends object> {
  /** Fetches the chunk now; resolves once `Component` renders without suspending. */
  preload: () => Promise<unknown>;
  /**
   * The component itself when its chunk was here before anything asked for it, else React's lazy component (which
   * suspends once, until it is). Read it only where it is rendered: the first read settles which of the two it is.
   */
  readonly Component: ComponentType<P>;
}

/**
 * `React.lazy` with a preload: a lazy component suspends on its first render even when its chunk already arrived,
 * and so draws its fallback for a moment; a part that must be there in the first paint (where a fallback would move
 * the page) is preloaded before the render and then rendered directly.
 *
 * Whichever of the two is handed out first is handed out ever after: React takes a different component at the same
 * place for a new part, and would throw away what the part holds (a menu someone just opened) when its chunk arrives.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let handedOut: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= loadWhenOnline(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a new deployment, the network) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return {
    preload,
    get Component() {
      return (handedOut ??= loaded ?? Lazy);
    },
  };
}
