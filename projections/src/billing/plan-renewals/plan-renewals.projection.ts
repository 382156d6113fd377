import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const PLAN_RENEWALS = 'plan_renewals_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLAN_RENEWALS)} (
      user_id text PRIMARY KEY,
      period_end timestamptz NOT NULL,
      next_retry_at timestamptz,
      next_action_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS plan_renewals_v1_next ON ${sql.id(schema, PLAN_RENEWALS)} (next_action_at)`.execute(db);
}

/**
 * Running subscriptions and when each next needs the renewals job: its period's end (a renewal, or the end of a
 * cancelled one), or the next retry of a failed renewal. The stream decides what; this only says whom to ask when.
 */
export const planRenewalsProjection: Projection<PathwiseEvent> = {
  name: 'plan-renewals',
  version: 1,
  eventTypes: ['PlanSubscriptionStarted', 'PlanSubscriptionRenewed', 'PlanRenewalFailed', 'PlanSubscriptionEnded'],
  tables: [PLAN_RENEWALS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, PLAN_RENEWALS);
    for (const event of events) {
      switch (event.type) {
        case 'PlanSubscriptionStarted':
        case 'PlanSubscriptionRenewed': {
          const periodEnd = new Date(event.data.periodEnd);
          await sql`
            INSERT INTO ${table} (user_id, period_end, next_retry_at, next_action_at) VALUES (${event.data.userId}, ${periodEnd}, NULL, ${periodEnd})
            ON CONFLICT (user_id) DO UPDATE SET period_end = EXCLUDED.period_end, next_retry_at = NULL, next_action_at = EXCLUDED.next_action_at
          `.execute(transaction);
          break;
        }
        case 'PlanRenewalFailed':
          if (event.data.nextRetryAt) {
            const retryAt = new Date(event.data.nextRetryAt);
            await sql`UPDATE ${table} SET next_retry_at = ${retryAt}, next_action_at = ${retryAt} WHERE user_id = ${event.data.userId}`.execute(transaction);
          }
          break;
        case 'PlanSubscriptionEnded':
          await sql`DELETE FROM ${table} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
