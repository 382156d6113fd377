import { useEffect, useRef } from 'react';

/**
 * Calls `onScroll` with the page's scroll offset at most once per frame; scroll events fire far more often than the
 * screen repaints, and reading layout on each would make scrolling stutter.
 */
export function useWindowScroll(onScroll: (scrollY: number) => void): void {
  const callback = useRef(onScroll);
  useEffect(() => {
    callback.current = onScroll;
  }, [onScroll]);

  useEffect(() => {
    let frame: number | null = null;
    const onEvent = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        callback.current(window.scrollY);
      });
    };
    window.addEventListener('scroll', onEvent, { passive: true });
    callback.current(window.scrollY);
    return () => {
      window.removeEventListener('scroll', onEvent);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, []);
}
