import { logger } from '../../../shared/lib/logger';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

/** RUNTIME_ERROR is what the error boundary reports (spec section 8); the others come from window events. */
export type ErrorType = 'RUNTIME_ERROR' | 'WINDOW_ERROR' | 'UNHANDLED_REJECTION';

export interface ErrorEntry {
  readonly id: number;
  readonly type: ErrorType;
  readonly severity: ErrorSeverity;
  readonly message: string;
  readonly stack?: string;
  /** Where the person was when it happened. */
  readonly path: string;
  readonly at: Date;
}

export interface ErrorReport {
  readonly type: ErrorType;
  readonly severity: ErrorSeverity;
  readonly error: unknown;
}

export interface ErrorLogger {
  logError(report: ErrorReport): void;
  entries(): readonly ErrorEntry[];
  subscribe(onChange: () => void): () => void;
  clear(): void;
}

/** Enough to see a pattern; an error loop must not grow the page's memory without end. */
const MAX_ENTRIES = 50;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A fresh, empty log: the app keeps one (`errorLogger`), tests may make their own. */
export function createErrorLogger(): ErrorLogger {
  let entries: readonly ErrorEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  // StrictMode runs effects twice and a boundary's error may also reach window 'error': one error, one entry.
  let seen = new WeakSet<object>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    logError({ type, severity, error }) {
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      const entry: ErrorEntry = {
        id: nextId++,
        type,
        severity,
        message: messageOf(error),
        ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
        path: window.location.pathname,
        at: new Date(),
      };
      entries = [entry, ...entries].slice(0, MAX_ENTRIES);
      logger.error(`[${type}/${severity}] ${entry.message}`, error);
      notify();
    },
    entries: () => entries,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    clear() {
      entries = [];
      seen = new WeakSet();
      notify();
    },
  };
}

/** The app's error log: the boundary reports here, and `window.errorLogger` is this same object. */
export const errorLogger = createErrorLogger();

declare global {
  interface Window {
    /** Where any code, ours or a third party's, reports an error it caught (spec section 8). */
    errorLogger?: ErrorLogger;
  }
}

/**
 * Puts the log on `window` and records the errors nothing caught: uncaught exceptions and rejected promises nobody
 * awaited. Returns the undo, for tests.
 */
export function installErrorLogger(target: Window = window, log: ErrorLogger = errorLogger): () => void {
  const onError = (event: ErrorEvent) => {
    log.logError({ type: 'WINDOW_ERROR', severity: 'high', error: event.error ?? event.message });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    log.logError({ type: 'UNHANDLED_REJECTION', severity: 'high', error: event.reason });
  };
  target.errorLogger = log;
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    if (target.errorLogger === log) delete target.errorLogger;
  };
}
