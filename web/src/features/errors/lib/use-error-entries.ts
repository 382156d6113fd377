import { useSyncExternalStore } from 'react';
import { errorLogger, type ErrorEntry, type ErrorLogger } from './error-log';

/** The errors logged so far, newest first; re-renders when one is added or the log is cleared. */
export function useErrorEntries(log: ErrorLogger = errorLogger): readonly ErrorEntry[] {
  return useSyncExternalStore(log.subscribe, log.entries, log.entries);
}
