import {
  CheckpointedConsumer,
  type AnyEvent,
  type ConsumerHandler,
  type ConsumerOptions,
  type ConsumerStatus,
  type Database,
  type EventStore,
  type LeaseManager,
} from '@pathwise/event-store';
import { LIVE_SCHEMA, subscriptionIdOf, type Projection } from './projection.js';

/**
 * A projection as a consumer of the log, writing to its live tables. It parks an event it cannot apply (ADR 18):
 * a read model missing one event is better than one that stops at it, and a parked event can be retried.
 */
export function projectionHandler<E extends AnyEvent>(projection: Projection<E>): ConsumerHandler<E> {
  return {
    subscriptionId: subscriptionIdOf(projection),
    eventTypes: projection.eventTypes,
    parksFailedEvents: true,
    handle: (events, { transaction }) => projection.apply(events, { transaction, schema: LIVE_SCHEMA }),
  };
}

export interface ProjectionStatus extends ConsumerStatus {
  readonly projection: string;
  readonly version: number;
}

/** Keeps one projection's live tables up to date: catch-up, then live, exactly once per event. */
export class ProjectionRunner<E extends AnyEvent> {
  readonly #consumer: CheckpointedConsumer<E>;

  constructor(
    readonly projection: Projection<E>,
    private readonly database: Database,
    store: EventStore<E>,
    leases: LeaseManager,
    options: ConsumerOptions = {},
  ) {
    this.#consumer = new CheckpointedConsumer(store, database, leases, projectionHandler(projection), options);
  }

  /**
   * Creates the live tables if they are missing, without reading the log: a process that writes before its runners
   * start (the demo world's seed asks the learning read model while it writes) then reads empty tables, not none.
   */
  async prepareTables(): Promise<void> {
    await this.projection.createTables(this.database.db, LIVE_SCHEMA);
  }

  async start(): Promise<void> {
    await this.prepareTables();
    this.#consumer.start();
  }

  /** Applies what the log holds now and returns; for tests and tools. */
  async drain(): Promise<void> {
    await this.prepareTables();
    await this.#consumer.drain();
  }

  status(): ProjectionStatus {
    return { ...this.#consumer.status(), projection: this.projection.name, version: this.projection.version };
  }

  stop(): Promise<void> {
    return this.#consumer.stop();
  }

  close(): Promise<void> {
    return this.#consumer.close();
  }
}
