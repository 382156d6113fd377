import { useCallback, useEffect, useState } from 'react';

export interface TimedQueue<T> {
  /** What is on screen now, if anything. */
  readonly current: T | undefined;
  /** True during the exit delay, so the item can animate out before the next one shows. */
  readonly leaving: boolean;
  readonly enqueue: (item: T) => void;
  /** Ends the current item early (a Dismiss button); the exit delay still runs. */
  readonly dismiss: () => void;
}

/**
 * One item at a time: each shows for `showMs`, then leaves over `exitMs`, then the next one
 * shows (spec section 4: achievement toasts 5000 ms each with a 300 ms exit).
 */
export function useTimedQueue<T>(showMs: number, exitMs: number): TimedQueue<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [leaving, setLeaving] = useState(false);
  const current = items[0];

  useEffect(() => {
    if (current === undefined) return;
    if (leaving) {
      const timer = window.setTimeout(() => {
        setLeaving(false);
        setItems((queued) => queued.slice(1));
      }, exitMs);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => setLeaving(true), showMs);
    return () => window.clearTimeout(timer);
  }, [current, leaving, showMs, exitMs]);

  const enqueue = useCallback((item: T) => setItems((queued) => [...queued, item]), []);
  const dismiss = useCallback(() => setLeaving(true), []);
  return { current, leaving, enqueue, dismiss };
}
