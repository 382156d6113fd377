import type { AnyEvent, Checkpoint, EventStore, ReadAllResult } from '../store/event-store.js';

export interface LogTailOptions {
  readonly types?: readonly string[];
  readonly batchSize?: number;
  /** How long to wait for a hint at the end of the log before polling anyway. */
  readonly idlePollMs?: number;
}

/** After a hint finds nothing new, an older transaction may still hold back visibility: look again soon. */
const RETRY_AFTER_HINT_MS = [5, 20, 50, 100, 250];

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Reads the log page by page: catch-up while pages are full, then live, woken by append hints
 * (LISTEN/NOTIFY or this process's appends) and always re-polling, so that a lost hint only costs latency.
 */
export class LogTail<E extends AnyEvent = AnyEvent> {
  readonly #store: EventStore<E>;
  readonly #options: Required<Omit<LogTailOptions, 'types'>> & Pick<LogTailOptions, 'types'>;
  #hints = 0;
  #wake: (() => void) | null = null;
  readonly #unsubscribe: () => void;

  constructor(store: EventStore<E>, options: LogTailOptions = {}) {
    this.#store = store;
    this.#options = { batchSize: 500, idlePollMs: 1_000, ...options };
    this.#unsubscribe = store.onAppended(() => {
      this.#hints++;
      this.#wake?.();
    });
  }

  /**
   * The next page with at least one entry after `after`; an empty page only when aborted.
   * `onCaughtUp` is called each time a read finds the end of the log.
   */
  async next(after: Checkpoint, signal: AbortSignal, onCaughtUp?: () => void): Promise<ReadAllResult<E>> {
    let retry = RETRY_AFTER_HINT_MS.length;
    while (!signal.aborted) {
      const hintsBefore = this.#hints;
      const page = await this.#store.readAll({
        after,
        limit: this.#options.batchSize,
        ...(this.#options.types ? { types: this.#options.types } : {}),
      });
      if (page.scanned > 0) return page;
      onCaughtUp?.();
      if (this.#hints !== hintsBefore) retry = 0;
      if (retry < RETRY_AFTER_HINT_MS.length) {
        await sleep(RETRY_AFTER_HINT_MS[retry++]!, signal);
        continue;
      }
      await this.#waitForHint(signal);
      retry = 0;
    }
    return { events: [], scanned: 0, checkpoint: after };
  }

  #waitForHint(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#options.idlePollMs);
      const onAbort = () => done();
      signal.addEventListener('abort', onAbort, { once: true });
      this.#wake = done;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        resolve();
      }
    });
  }

  close(): void {
    this.#unsubscribe();
    this.#wake?.();
  }
}

export { sleep };
