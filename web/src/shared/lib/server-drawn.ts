let hydrating = false;

/**
 * Runs a synchronous hydration of the page the server drew. Meanwhile (`isHydratingServerPage`) a component may keep
 * a part of the server's markup as it was drawn instead of drawing it again, where drawing it is costly and it holds
 * nothing to hydrate (no listeners, no state): the server drew it from the very data the browser hydrates with.
 */
export function hydrateServerPage(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Whether the component rendering now is part of the server's page being hydrated (see `hydrateServerPage`). */
export const isHydratingServerPage = (): boolean => hydrating;

/**
 * Given as an element's `dangerouslySetInnerHTML` while hydrating, keeps the children the server drew in it: the
 * renderer leaves inner HTML alone when hydrating, and when this same value is given again (the empty string is
 * never compared with the element's content, only with the value given before).
 */
export const KEEP_AS_DRAWN = { __html: '' } as const;
