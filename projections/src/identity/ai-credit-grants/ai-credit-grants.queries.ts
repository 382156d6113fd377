import type { SubscriptionTier } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { AI_CREDIT_GRANTS } from './ai-credit-grants.projection.js';

/** A plan now and a plan last granted for, such that the plan now grants more. */
export interface CreditUpgrade {
  readonly tier: SubscriptionTier;
  readonly grantedTier: SubscriptionTier;
}

/**
 * Accounts whose monthly AI credits may be due as of a moment, oldest grant first: a month has passed since the last
 * grant (PostgreSQL's month: January 31st plus a month is February's last day), or the plan changed to one that
 * grants more. The account's own stream decides; this only finds whom to ask.
 */
export async function accountsDueAiCredits(
  db: Executor,
  asOf: Date,
  upgrades: readonly CreditUpgrade[],
  limit: number,
  schema = LIVE_SCHEMA,
): Promise<string[]> {
  const upgraded = upgrades.length
    ? sql`OR (tier, granted_tier) IN (${sql.join(upgrades.map((upgrade) => sql`(${upgrade.tier}, ${upgrade.grantedTier})`))})`
    : sql``;
  const { rows } = await sql<{ user_id: string }>`
    SELECT user_id FROM ${sql.id(schema, AI_CREDIT_GRANTS)}
    WHERE granted_at + interval '1 month' <= ${asOf} ${upgraded}
    ORDER BY granted_at, user_id
    LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => row.user_id);
}
