import {
  START_OF_LOG,
  applyIsolatingFailures,
  checkpointStore,
  parkedEventStore,
  referenceOf,
  type AnyEvent,
  type Checkpoint,
  type Database,
  type EventStore,
  type Executor,
  type FailedEventReference,
  type ReadAllResult,
} from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA, schemaNameFor, subscriptionIdOf, type Projection } from './projection.js';

/** Where a rebuild stops: an event's position (inclusive) or a moment (events recorded at or before it). */
export type RebuildUntil = { readonly position: bigint } | { readonly time: Date };

export interface RebuildProgress {
  readonly scanned: number;
  readonly applied: number;
}

export interface RebuildOptions<E extends AnyEvent> {
  readonly database: Database;
  readonly store: EventStore<E>;
  readonly projection: Projection<E>;
  /** Build the state as of this point into a snapshot schema, leaving the live tables alone. */
  readonly until?: RebuildUntil;
  readonly batchSize?: number;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  /** Where the rebuilt tables are: the live schema after a swap, or the snapshot's schema. */
  readonly schema: string;
  readonly swapped: boolean;
  readonly scanned: number;
  readonly applied: number;
  readonly checkpoint: Checkpoint;
  /**
   * Events the projection could not apply. A swapped rebuild's list replaces the projection's parked events;
   * a snapshot only reports them.
   */
  readonly parked: readonly FailedEventReference[];
}

export class NoEventAtPositionError extends Error {
  constructor(readonly position: bigint) {
    super(`No event is stored at position ${position}`);
  }
}

async function recreateSchema(db: Executor, schema: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
}

async function dropSchema(db: Executor, schema: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
}

function snapshotLabel(until: RebuildUntil): string {
  return 'position' in until
    ? `p${until.position}`
    : `t${until.time.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '').toLowerCase()}`;
}

/**
 * Rebuilds a projection from the whole log without stopping the live one: the new tables are built in a shadow
 * schema while the old ones keep serving, then swapped in within one transaction that holds the projection's
 * checkpoint row, so that live runners pause for the swap and continue from the rebuilt checkpoint. An event the
 * projection cannot apply is left out and parked with the swap, as the live runner would (ADR 18).
 */
export async function rebuildProjection<E extends AnyEvent>(options: RebuildOptions<E>): Promise<RebuildResult> {
  const { database, store, projection, until } = options;
  const db = database.db;
  const batchSize = options.batchSize ?? 2_000;
  const untilCheckpoint =
    until && 'position' in until ? ((await store.checkpointOf(until.position)) ?? undefined) : undefined;
  if (until && 'position' in until && !untilCheckpoint) throw new NoEventAtPositionError(until.position);
  const untilTime = until && 'time' in until ? until.time : undefined;
  const schema = until ? schemaNameFor('asof', projection.name, snapshotLabel(until)) : schemaNameFor('rebuild', projection.name);

  let checkpoint: Checkpoint = START_OF_LOG;
  let scanned = 0;
  let applied = 0;
  const parked: FailedEventReference[] = [];

  const readPage = (executor: Executor, after: Checkpoint = checkpoint) =>
    store.readAll({
      after,
      limit: batchSize,
      types: projection.eventTypes,
      executor,
      ...(untilCheckpoint ? { until: untilCheckpoint } : {}),
    });
  const applyPage = async (transaction: Executor, page: ReadAllResult<E>) => {
    const events = untilTime ? page.events.filter((event) => event.recordedAt <= untilTime) : page.events;
    const failures = await applyIsolatingFailures(transaction, events, (each) => projection.apply(each, { transaction, schema }));
    parked.push(...failures.map(({ event, error }) => ({ event: referenceOf(event), error })));
    scanned += page.scanned;
    applied += events.length - failures.length;
    checkpoint = page.checkpoint;
    options.onProgress?.({ scanned, applied });
  };

  await recreateSchema(db, schema);
  await projection.createTables(db, schema);
  // Read the next page while the current one is applied: on PostgreSQL the two run on separate connections.
  let next = readPage(db);
  for (;;) {
    const page = await next;
    if (page.scanned === 0) break;
    next = readPage(db, page.checkpoint);
    await db.transaction().execute((transaction) => applyPage(transaction, page));
  }
  if (until) return { schema, swapped: false, scanned, applied, checkpoint, parked };

  const retired = schemaNameFor('retired', projection.name);
  await recreateSchema(db, retired);
  const subscriptionId = subscriptionIdOf(projection);
  await db.transaction().execute(async (transaction) => {
    await checkpointStore.lock(transaction, subscriptionId);
    for (;;) {
      const page = await readPage(transaction);
      if (page.scanned === 0) break;
      await applyPage(transaction, page);
    }
    for (const table of projection.tables) {
      await sql`ALTER TABLE IF EXISTS ${sql.id(LIVE_SCHEMA, table)} SET SCHEMA ${sql.id(retired)}`.execute(transaction);
      await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA ${sql.id(LIVE_SCHEMA)}`.execute(transaction);
    }
    await checkpointStore.save(transaction, subscriptionId, checkpoint);
    // The rebuilt tables hold every event but these: what the live tables had parked no longer applies to them.
    await parkedEventStore.clear(transaction, subscriptionId);
    await parkedEventStore.park(transaction, subscriptionId, parked);
  });
  await dropSchema(db, schema);
  await dropSchema(db, retired);
  return { schema: LIVE_SCHEMA, swapped: true, scanned, applied, checkpoint, parked };
}
