import { sql } from 'kysely';
import { START_OF_LOG, type Checkpoint, type Executor } from '../store/event-store.js';

interface CheckpointRow {
  transaction_id: bigint;
  position: bigint;
}

const toCheckpoint = (row: CheckpointRow | undefined): Checkpoint =>
  row ? { transactionId: row.transaction_id, position: row.position } : START_OF_LOG;

/** Where each subscription (projection, reactor) stands; saved in the same transaction as its effects. */
export const checkpointStore = {
  async load(executor: Executor, subscriptionId: string): Promise<Checkpoint> {
    const { rows } = await sql<CheckpointRow>`
      SELECT transaction_id, position FROM event_store.subscription_checkpoints WHERE subscription_id = ${subscriptionId}
    `.execute(executor);
    return toCheckpoint(rows[0]);
  },

  /** Locks the row until the transaction ends, so that two runners can never both apply the same page. */
  async lock(transaction: Executor, subscriptionId: string): Promise<Checkpoint> {
    await sql`
      INSERT INTO event_store.subscription_checkpoints (subscription_id) VALUES (${subscriptionId})
      ON CONFLICT (subscription_id) DO NOTHING
    `.execute(transaction);
    const { rows } = await sql<CheckpointRow>`
      SELECT transaction_id, position FROM event_store.subscription_checkpoints
      WHERE subscription_id = ${subscriptionId} FOR UPDATE
    `.execute(transaction);
    return toCheckpoint(rows[0]);
  },

  async save(executor: Executor, subscriptionId: string, checkpoint: Checkpoint): Promise<void> {
    await sql`
      INSERT INTO event_store.subscription_checkpoints (subscription_id, transaction_id, position, updated_at)
      VALUES (${subscriptionId}, ${checkpoint.transactionId.toString()}::xid8, ${checkpoint.position.toString()}::bigint, now())
      ON CONFLICT (subscription_id) DO UPDATE
      SET transaction_id = excluded.transaction_id, position = excluded.position, updated_at = excluded.updated_at
    `.execute(executor);
  },

  async remove(executor: Executor, subscriptionId: string): Promise<void> {
    await sql`DELETE FROM event_store.subscription_checkpoints WHERE subscription_id = ${subscriptionId}`.execute(executor);
  },
};
