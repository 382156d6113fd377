interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes the caller in a new one, so that the browser can paint and answer input between
 * two pieces of work instead of after one long task (`scheduler.yield` where the browser has it, which resumes ahead
 * of other queued tasks; a zero timeout elsewhere).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
