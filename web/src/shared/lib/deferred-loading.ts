/**
 * Spec section 9: what the first paint does not show (the non-critical styles, the shell's widgets, the live-updates
 * connection) loads 500 ms after the page has loaded, or at the first input if sooner.
 */
export const DEFERRED_LOAD_DELAY_MS = 500;

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `load` once, after the delay or the first input; returns the cancel. What it loads stays off the network and
 * the main thread while the first page downloads and paints.
 */
export function scheduleDeferredLoad(load: () => unknown, target: Window = window): () => void {
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
    load();
  }
  function startTimer() {
    timer = setTimeout(run, DEFERRED_LOAD_DELAY_MS);
  }

  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, run, { capture: true, passive: true });
  if (target.document.readyState === 'complete') startTimer();
  else target.addEventListener('load', startTimer, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
