import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const AI_CREDIT_GRANTS = 'ai_credit_grants_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, AI_CREDIT_GRANTS)} (
      user_id text PRIMARY KEY,
      tier text NOT NULL,
      granted_tier text NOT NULL,
      granted_at timestamptz NOT NULL
    )
  `.execute(db);
  // The monthly run asks for grants older than a month: the oldest first, straight from the index.
  await sql`CREATE INDEX IF NOT EXISTS ai_credit_grants_v1_granted ON ${sql.id(schema, AI_CREDIT_GRANTS)} (granted_at)`.execute(db);
}

/**
 * When each account was last granted AI credits, and for which plan: what the monthly grant asks to find the
 * accounts that are due, without reading every account's stream.
 */
export const aiCreditGrantsProjection: Projection<PathwiseEvent> = {
  name: 'ai-credit-grants',
  version: 1,
  eventTypes: ['AccountRegistered', 'SubscriptionTierChanged', 'AiCreditsGranted'],
  tables: [AI_CREDIT_GRANTS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, AI_CREDIT_GRANTS);
    for (const event of events) {
      switch (event.type) {
        case 'AccountRegistered':
          // The sign-up credits are every plan's: a free month's, as the account's stream folds them.
          await sql`
            INSERT INTO ${table} (user_id, tier, granted_tier, granted_at)
            VALUES (${event.data.userId}, ${event.data.subscriptionTier}, 'free', ${event.recordedAt})
            ON CONFLICT (user_id) DO NOTHING
          `.execute(transaction);
          break;
        case 'SubscriptionTierChanged':
          await sql`UPDATE ${table} SET tier = ${event.data.to} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        case 'AiCreditsGranted':
          await sql`
            UPDATE ${table} SET granted_tier = ${event.data.tier}, granted_at = ${new Date(event.data.grantedAt)}
            WHERE user_id = ${event.data.userId}
          `.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
