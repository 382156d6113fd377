import { lazy, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  /** Fetches the chunk now; resolves once `Component` renders without suspending. */
  preload: () => Promise<unknown>;
  /** The component itself once its chunk is here, else React's lazy component, which suspends until it is. */
  readonly Component: ComponentType<P>;
}

/**
 * `React.lazy` with a preload: a lazy component suspends on its first render even when its chunk already arrived,
 * and so draws its fallback for a moment; a part that must be there in the first paint (where a fallback would move
 * the page) is preloaded before the render and then rendered directly.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
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
      return loaded ?? Lazy;
    },
  };
}
