import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const RUNNING_TRIALS = 'running_trials_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, RUNNING_TRIALS)} (
      user_id text PRIMARY KEY,
      tier text NOT NULL,
      ends_at timestamptz NOT NULL,
      reminded boolean NOT NULL DEFAULT false
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS running_trials_v1_ends ON ${sql.id(schema, RUNNING_TRIALS)} (ends_at)`.execute(db);
}

/** The free trials running now and when each ends: what the hourly run asks to remind and end them on time. */
export const runningTrialsProjection: Projection<PathwiseEvent> = {
  name: 'running-trials',
  version: 1,
  eventTypes: ['TrialStarted', 'TrialEndingReminded', 'TrialEnded'],
  tables: [RUNNING_TRIALS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, RUNNING_TRIALS);
    for (const event of events) {
      switch (event.type) {
        case 'TrialStarted':
          await sql`
            INSERT INTO ${table} (user_id, tier, ends_at) VALUES (${event.data.userId}, ${event.data.tier}, ${new Date(event.data.endsAt)})
            ON CONFLICT (user_id) DO NOTHING
          `.execute(transaction);
          break;
        case 'TrialEndingReminded':
          await sql`UPDATE ${table} SET reminded = true WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        case 'TrialEnded':
          await sql`DELETE FROM ${table} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
