import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is attached to, following it as the layout changes; `fallback` until it is known
 * (on the server, and where there is no ResizeObserver). A chart drawn at its true width keeps its text at its size
 * rather than scaled with a viewBox.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
