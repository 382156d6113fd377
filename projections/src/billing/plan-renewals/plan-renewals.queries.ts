import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { PLAN_RENEWALS } from './plan-renewals.projection.js';

/** Accounts whose subscription needs the renewals job as of a moment, the longest waiting first. */
export async function subscriptionsNeedingAction(db: Executor, asOf: Date, limit: number, schema = LIVE_SCHEMA): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT user_id FROM ${sql.id(schema, PLAN_RENEWALS)}
    WHERE next_action_at <= ${asOf}
    ORDER BY next_action_at, user_id
    LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => row.user_id);
}
