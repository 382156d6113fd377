/** Spec section 9: non-critical styles load 500 ms after the page has loaded, or at the first input if sooner. */
export const DEFERRED_STYLES_DELAY_MS = 500;

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Loads `load` (the deferred stylesheet) once, after the delay or the first input. Returns the cancel, for tests.
 * Keeping these rules out of the first stylesheet lets the first paint wait on less CSS.
 */
export function scheduleDeferredStyles(load: () => Promise<unknown>, target: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const cleanup = () => {
    clearTimeout(timer);
    target.removeEventListener('load', startTimer);
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, run, { capture: true });
  };
  function run() {
    if (done) return;
    done = true;
    cleanup();
    void load();
  }
  function startTimer() {
    timer = setTimeout(run, DEFERRED_STYLES_DELAY_MS);
  }

  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, run, { capture: true, passive: true });
  if (target.document.readyState === 'complete') startTimer();
  else target.addEventListener('load', startTimer, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
