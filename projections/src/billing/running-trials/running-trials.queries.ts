import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { RUNNING_TRIALS } from './running-trials.projection.js';

/**
 * Accounts whose trial needs something as of a moment, soonest end first: its end has come, or its reminder is due
 * (`remindBeforeMs` before the end) and has not gone out. Each account's stream decides what.
 */
export async function trialsNeedingAction(db: Executor, asOf: Date, remindBeforeMs: number, limit: number, schema = LIVE_SCHEMA): Promise<string[]> {
  const remindFrom = new Date(asOf.getTime() + remindBeforeMs);
  const { rows } = await sql<{ user_id: string }>`
    SELECT user_id FROM ${sql.id(schema, RUNNING_TRIALS)}
    WHERE ends_at <= ${asOf} OR (NOT reminded AND ends_at <= ${remindFrom})
    ORDER BY ends_at, user_id
    LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => row.user_id);
}
