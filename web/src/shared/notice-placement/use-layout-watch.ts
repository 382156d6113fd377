import { useEffect } from 'react';

/**
 * Calls `measure` now and then at most once a frame whenever the page may have moved under the viewport: the DOM
 * changed (a page draws its content after its data arrives), the page scrolled, or the window resized. Keep
 * `measure` the same function from render to render.
 */
export function useLayoutWatch(measure: () => void): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    schedule();
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
  }, [measure]);
}
