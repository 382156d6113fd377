import { useLayoutEffect } from 'react';

/**
 * While `active`, calls `measure` at once and then at most once a frame whenever the page may have moved under the
 * viewport: the DOM changed (a page draws its content after its data arrives), the page scrolled, or the window
 * resized. Keep `measure` the same function from render to render. The first measure runs before the browser paints,
 * so what it decides shows with what made it active.
 */
export function useLayoutWatch(measure: () => void, active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-visible', 'data-removed'] });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [measure, active]);
}
