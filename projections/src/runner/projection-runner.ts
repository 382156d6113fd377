import {
  CheckpointedConsumer,
  type AnyEvent,
  type ConsumerOptions,
  type ConsumerStatus,
  type Database,
  type EventStore,
  type LeaseManager,
} from '@pathwise/event-store';
import { LIVE_SCHEMA, subscriptionIdOf, type Projection } from './projection.js';

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
    this.#consumer = new CheckpointedConsumer(
      store,
      database,
      leases,
      {
        subscriptionId: subscriptionIdOf(projection),
        eventTypes: projection.eventTypes,
        handle: (events, { transaction }) => projection.apply(events, { transaction, schema: LIVE_SCHEMA }),
      },
      options,
    );
  }

  async start(): Promise<void> {
    await this.projection.createTables(this.database.db, LIVE_SCHEMA);
    this.#consumer.start();
  }

  /** Applies what the log holds now and returns; for tests and tools. */
  async drain(): Promise<void> {
    await this.projection.createTables(this.database.db, LIVE_SCHEMA);
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
