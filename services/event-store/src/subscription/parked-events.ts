import { sql } from 'kysely';
import type { AnyEvent, Checkpoint, Executor, StoredEvent } from '../store/event-store.js';
import { failureMessage } from './event-failure.js';

/** An event a subscription could not apply, with why. */
export interface ParkedEvent {
  readonly subscriptionId: string;
  readonly position: bigint;
  /** With `position`, where the event is in the log (read order is by transaction id, then position). */
  readonly transactionId: bigint;
  readonly streamId: string;
  readonly eventType: string;
  readonly error: string;
  readonly attempts: number;
  readonly firstFailedAt: Date;
  readonly lastFailedAt: Date;
}

/** What parking keeps of an event: where it is and what it is, never its data. */
export type EventReference = Pick<StoredEvent, 'position' | 'transactionId' | 'streamId' | 'type'>;

export interface FailedEvent<E extends AnyEvent = AnyEvent> {
  readonly event: StoredEvent<E>;
  readonly error: unknown;
}

export interface FailedEventReference {
  readonly event: EventReference;
  readonly error: unknown;
}

export const referenceOf = ({ position, transactionId, streamId, type }: EventReference): EventReference => ({
  position,
  transactionId,
  streamId,
  type,
});

interface ParkedEventRow {
  subscription_id: string;
  position: bigint;
  transaction_id: bigint;
  stream_id: string;
  event_type: string;
  error: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
}

const toParkedEvent = (row: ParkedEventRow): ParkedEvent => ({
  subscriptionId: row.subscription_id,
  position: row.position,
  transactionId: row.transaction_id,
  streamId: row.stream_id,
  eventType: row.event_type,
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: new Date(row.first_failed_at),
  lastFailedAt: new Date(row.last_failed_at),
});

/** The checkpoint that reads the event at a parked position back: the one just before it in log order. */
export const checkpointBefore = (parked: Pick<ParkedEvent, 'transactionId' | 'position'>): Checkpoint => ({
  transactionId: parked.transactionId,
  position: parked.position - 1n,
});

/** Where each subscription keeps the events it set aside; written in the transaction that moves its checkpoint. */
export const parkedEventStore = {
  /** Parks each failed event, or counts one more attempt and keeps the newest error if it is parked already. */
  async park(executor: Executor, subscriptionId: string, failures: readonly FailedEventReference[]): Promise<void> {
    if (failures.length === 0) return;
    const rows = failures.map(({ event, error }) => ({
      position: event.position.toString(),
      transaction_id: event.transactionId.toString(),
      stream_id: event.streamId,
      event_type: event.type,
      error: failureMessage(error),
    }));
    await sql`
      INSERT INTO event_store.parked_events
        (subscription_id, position, transaction_id, stream_id, event_type, error, attempts, first_failed_at, last_failed_at)
      SELECT ${subscriptionId}, failed.position, failed.transaction_id::xid8, failed.stream_id, failed.event_type, failed.error, 1, now(), now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS failed(position bigint, transaction_id text, stream_id text, event_type text, error text)
      ON CONFLICT (subscription_id, position) DO UPDATE
      SET error = excluded.error, attempts = parked_events.attempts + 1, last_failed_at = excluded.last_failed_at
    `.execute(executor);
  },

  /** Oldest first within each subscription; of these subscriptions only when given, and at most `limit`. */
  async list(executor: Executor, options: { subscriptionIds?: readonly string[]; limit?: number } = {}): Promise<ParkedEvent[]> {
    const { subscriptionIds, limit } = options;
    const { rows } = await sql<ParkedEventRow>`
      SELECT * FROM event_store.parked_events
      ${subscriptionIds === undefined ? sql`` : sql`WHERE subscription_id = ANY(${[...subscriptionIds]}::text[])`}
      ORDER BY subscription_id, position
      ${limit === undefined ? sql`` : sql`LIMIT ${limit}::int`}
    `.execute(executor);
    return rows.map(toParkedEvent);
  },

  /** How many events each subscription has parked; subscriptions with none are absent. */
  async counts(executor: Executor): Promise<Map<string, number>> {
    const { rows } = await sql<{ subscription_id: string; parked: number }>`
      SELECT subscription_id, count(*)::int AS parked FROM event_store.parked_events GROUP BY subscription_id
    `.execute(executor);
    return new Map(rows.map((row) => [row.subscription_id, row.parked]));
  },

  /** Locks one parked event until the transaction ends, so that two retries of it never both apply it. */
  async lock(transaction: Executor, subscriptionId: string, position: bigint): Promise<ParkedEvent | null> {
    const { rows } = await sql<ParkedEventRow>`
      SELECT * FROM event_store.parked_events
      WHERE subscription_id = ${subscriptionId} AND position = ${position.toString()}::bigint
      FOR UPDATE
    `.execute(transaction);
    return rows[0] ? toParkedEvent(rows[0]) : null;
  },

  async remove(executor: Executor, subscriptionId: string, position: bigint): Promise<void> {
    await sql`
      DELETE FROM event_store.parked_events WHERE subscription_id = ${subscriptionId} AND position = ${position.toString()}::bigint
    `.execute(executor);
  },

  /** Forgets every parked event of a subscription: a rebuild starts from the beginning and parks afresh. */
  async clear(executor: Executor, subscriptionId: string): Promise<void> {
    await sql`DELETE FROM event_store.parked_events WHERE subscription_id = ${subscriptionId}`.execute(executor);
  },
};
