export interface Coalesced {
  (): void;
  cancel(): void;
}

/**
 * Calls `run` once, `waitMs` after the first of a burst of calls. Unlike a trailing debounce, a steady stream of
 * calls cannot postpone the run forever: pushes arriving every 300 ms still refresh the screen every `waitMs`.
 */
export function coalesce(run: () => void, waitMs: number): Coalesced {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = () => {
    timer = undefined;
    run();
  };
  const coalesced = () => {
    timer ??= setTimeout(fire, waitMs);
  };
  coalesced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return coalesced;
}
