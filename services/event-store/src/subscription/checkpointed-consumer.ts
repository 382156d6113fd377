import { SpanStatusCode, trace, type Link } from '@opentelemetry/api';
import type { Database } from '../database/database.js';
import {
  compareCheckpoints,
  type AnyEvent,
  type Checkpoint,
  type EventStore,
  type Executor,
  type StoredEvent,
} from '../store/event-store.js';
import { applyIsolatingFailures } from './apply-isolating-failures.js';
import { checkpointStore } from './checkpoint-store.js';
import type { Lease, LeaseManager } from './leases.js';
import { LogTail, sleep } from './log-tail.js';
import { parkedEventStore, type FailedEvent, type FailedEventReference } from './parked-events.js';

const tracer = trace.getTracer('@pathwise/event-store');

export interface ConsumerContext {
  /** The page's transaction: effects written here commit together with the checkpoint, or not at all. */
  readonly transaction: Executor;
  readonly checkpoint: Checkpoint;
}

/** What a projection or a reactor does with each page of the log. */
export interface ConsumerHandler<E extends AnyEvent = AnyEvent> {
  /** Names the checkpoint and the lease; change it and the consumer starts again from the beginning. */
  readonly subscriptionId: string;
  /** Only these event types reach `handle`; the checkpoint still moves past the others. */
  readonly eventTypes?: readonly string[];
  /**
   * Set aside (park) an event that fails because of its data, and go on with the next ones, instead of retrying
   * it for ever. Only for handlers that may apply an event later and out of order when it is retried: projections
   * do; a reactor's decisions may depend on order, so reactors leave this off.
   */
  readonly parksFailedEvents?: boolean;
  handle(events: readonly StoredEvent<E>[], context: ConsumerContext): Promise<void>;
}

export type ConsumerState = 'idle' | 'standby' | 'catching_up' | 'live' | 'failing' | 'stopped';

export interface ConsumerStatus {
  readonly subscriptionId: string;
  readonly state: ConsumerState;
  readonly checkpoint: Checkpoint | null;
  readonly handledEvents: number;
  readonly lastError: string | null;
}

export interface ConsumerOptions {
  readonly batchSize?: number;
  readonly idlePollMs?: number;
  /** How often a standby runner asks for the lease. */
  readonly leaseRetryMs?: number;
  readonly onError?: (error: unknown, status: ConsumerStatus) => void;
  /** Called after a page committed with events parked (handlers with parksFailedEvents only). */
  readonly onParked?: (failures: readonly FailedEventReference[], status: ConsumerStatus) => void;
}

const MAX_BACKOFF_MS = 30_000;

function linksOf(events: readonly StoredEvent[]): Link[] {
  const links: Link[] = [];
  for (const event of events.slice(0, 32)) {
    const { traceId, spanId } = event.metadata;
    if (traceId && spanId) links.push({ context: { traceId, spanId, traceFlags: 1 } });
  }
  return links;
}

/**
 * Runs a handler over the log: catch-up, then live, one page per transaction with the checkpoint saved in it.
 * Only the holder of the subscription's lease runs; and because each page re-checks the stored checkpoint under a
 * row lock before applying, even a runner that lost its lease unknowingly can never apply a page twice.
 */
export class CheckpointedConsumer<E extends AnyEvent = AnyEvent> {
  readonly #store: EventStore<E>;
  readonly #database: Database;
  readonly #leases: LeaseManager;
  readonly #handler: ConsumerHandler<E>;
  readonly #options: ConsumerOptions;
  readonly #tail: LogTail<E>;
  readonly #batchSize: number;
  #abort = new AbortController();
  #loop: Promise<void> | null = null;
  #lease: Lease | null = null;
  #state: ConsumerState = 'idle';
  #checkpoint: Checkpoint | null = null;
  #handledEvents = 0;
  #lastError: string | null = null;

  constructor(
    store: EventStore<E>,
    database: Database,
    leases: LeaseManager,
    handler: ConsumerHandler<E>,
    options: ConsumerOptions = {},
  ) {
    this.#store = store;
    this.#database = database;
    this.#leases = leases;
    this.#handler = handler;
    this.#options = options;
    this.#batchSize = options.batchSize ?? 500;
    this.#tail = new LogTail(store, {
      batchSize: this.#batchSize,
      idlePollMs: options.idlePollMs ?? 1_000,
      ...(handler.eventTypes ? { types: handler.eventTypes } : {}),
    });
  }

  get subscriptionId(): string {
    return this.#handler.subscriptionId;
  }

  status(): ConsumerStatus {
    return {
      subscriptionId: this.#handler.subscriptionId,
      state: this.#state,
      checkpoint: this.#checkpoint,
      handledEvents: this.#handledEvents,
      lastError: this.#lastError,
    };
  }

  start(): void {
    if (this.#loop) return;
    this.#abort = new AbortController();
    this.#loop = this.#run(this.#abort.signal);
  }

  /** Finishes the page in hand, releases the lease and resolves; nothing is lost or doubled by stopping. */
  async stop(): Promise<void> {
    this.#abort.abort();
    await this.#loop;
    this.#loop = null;
    await this.#lease?.release();
    this.#lease = null;
    this.#state = 'stopped';
  }

  async close(): Promise<void> {
    await this.stop();
    this.#tail.close();
  }

  /**
   * Applies pages until every event committed before the call is applied, then until the log has nothing more to
   * give right now; for tests, tools and rebuilds. A transaction still open anywhere on the server hides events
   * committed after it began (ADR 0002), so the first part waits for them: a caller's own appends are never missed.
   */
  async drain(): Promise<void> {
    const lease = await this.#leases.tryAcquire(this.#handler.subscriptionId);
    if (!lease) throw new Error(`${this.#handler.subscriptionId} is running elsewhere`);
    try {
      const { committed } = await this.#store.head();
      const neverStopped = new AbortController().signal;
      let checkpoint = await checkpointStore.load(this.#database.db, this.#handler.subscriptionId);
      for (;;) {
        const page =
          compareCheckpoints(checkpoint, committed) < 0
            ? await this.#tail.next(checkpoint, neverStopped)
            : await this.#store.readAll({
                after: checkpoint,
                limit: this.#batchSize,
                ...(this.#handler.eventTypes ? { types: this.#handler.eventTypes } : {}),
              });
        if (page.scanned === 0) break;
        checkpoint = await this.#apply(checkpoint, page.checkpoint, page.events);
      }
      this.#checkpoint = checkpoint;
    } finally {
      await lease.release();
    }
  }

  async #run(signal: AbortSignal): Promise<void> {
    let backoff = 250;
    while (!signal.aborted) {
      try {
        if (!this.#lease || this.#lease.lost) {
          this.#lease = await this.#leases.tryAcquire(this.#handler.subscriptionId);
          if (!this.#lease) {
            this.#state = 'standby';
            await sleep(this.#options.leaseRetryMs ?? 2_000, signal);
            continue;
          }
          this.#checkpoint = await checkpointStore.load(this.#database.db, this.#handler.subscriptionId);
        }
        const from = this.#checkpoint!;
        const page = await this.#tail.next(from, signal, () => (this.#state = 'live'));
        if (page.scanned === 0) continue;
        this.#checkpoint = await this.#apply(from, page.checkpoint, page.events);
        this.#state = page.scanned >= this.#batchSize ? 'catching_up' : 'live';
        this.#lastError = null;
        backoff = 250;
      } catch (error) {
        this.#state = 'failing';
        this.#lastError = error instanceof Error ? error.message : String(error);
        this.#options.onError?.(error, this.status());
        // The failed page rolled back and the checkpoint in hand only moves after a commit: retry from it.
        if (this.#lease?.lost) this.#lease = null;
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  /** One page, one transaction. Returns the checkpoint to continue from. */
  async #apply(from: Checkpoint, to: Checkpoint, events: readonly StoredEvent<E>[]): Promise<Checkpoint> {
    return tracer.startActiveSpan(
      'subscription.apply',
      {
        attributes: { 'pathwise.subscription': this.#handler.subscriptionId, 'pathwise.event_count': events.length },
        links: linksOf(events as readonly StoredEvent[]),
      },
      async (span) => {
        try {
          let failures: FailedEvent<E>[] = [];
          const stored = await this.#database.db.transaction().execute(async (transaction) => {
            const current = await checkpointStore.lock(transaction, this.#handler.subscriptionId);
            if (compareCheckpoints(current, from) !== 0) return current;
            const handle = (page: readonly StoredEvent<E>[]) => this.#handler.handle(page, { transaction, checkpoint: to });
            if (!this.#handler.parksFailedEvents) {
              if (events.length > 0) await handle(events);
            } else {
              failures = await applyIsolatingFailures(transaction, events, handle);
              // Parked in the transaction that moves the checkpoint past them: applied, parked or still ahead.
              await parkedEventStore.park(transaction, this.#handler.subscriptionId, failures);
            }
            await checkpointStore.save(transaction, this.#handler.subscriptionId, to);
            return null;
          });
          if (stored) {
            // Someone else moved the checkpoint (a rebuild swap, or a runner that outlived its lease): follow it.
            span.setAttribute('pathwise.checkpoint_moved', true);
            return stored;
          }
          this.#handledEvents += events.length - failures.length;
          if (failures.length > 0) {
            span.setAttribute('pathwise.parked_count', failures.length);
            this.#options.onParked?.(failures, { ...this.status(), checkpoint: to });
          }
          return to;
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }
}
