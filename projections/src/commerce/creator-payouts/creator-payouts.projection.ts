import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/** Each creator's payout account as shown: where it is, never the account number (that stays in the vault). */
export const PAYOUT_ACCOUNTS = 'payout_accounts_v1';
/** Every payout made, one row each. */
export const PAYOUTS = 'payouts_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PAYOUT_ACCOUNTS)} (
      creator_id text PRIMARY KEY,
      provider text NOT NULL,
      iban_last4 text NOT NULL,
      country text NOT NULL,
      connected_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PAYOUTS)} (
      payout_id text PRIMARY KEY,
      creator_id text NOT NULL,
      month text NOT NULL,
      currency text NOT NULL,
      amount bigint NOT NULL,
      cutoff timestamptz NOT NULL,
      paid_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS payouts_v1_creator ON ${sql.id(schema, PAYOUTS)} (creator_id, paid_at DESC)`.execute(db);
}

/** Creators' payout accounts and payouts: what /connect shows and what the monthly run walks. */
export const creatorPayoutsProjection: Projection<PathwiseEvent> = {
  name: 'creator-payouts',
  version: 1,
  eventTypes: ['PayoutAccountConnected', 'PayoutPaid'],
  tables: [PAYOUT_ACCOUNTS, PAYOUTS],
  createTables,
  async apply(events, { transaction, schema }) {
    for (const event of events) {
      if (event.type === 'PayoutAccountConnected') {
        const { creatorId, provider, ibanLast4, country } = event.data;
        await sql`
          INSERT INTO ${sql.id(schema, PAYOUT_ACCOUNTS)} (creator_id, provider, iban_last4, country, connected_at)
          VALUES (${creatorId}, ${provider}, ${ibanLast4}, ${country}, ${event.recordedAt})
          ON CONFLICT (creator_id) DO UPDATE SET provider = excluded.provider, iban_last4 = excluded.iban_last4,
            country = excluded.country, connected_at = excluded.connected_at
        `.execute(transaction);
      } else if (event.type === 'PayoutPaid') {
        const { payoutId, creatorId, month, currency, amount, cutoff } = event.data;
        await sql`
          INSERT INTO ${sql.id(schema, PAYOUTS)} (payout_id, creator_id, month, currency, amount, cutoff, paid_at)
          VALUES (${payoutId}, ${creatorId}, ${month}, ${currency}, ${amount}, ${new Date(cutoff)}, ${event.recordedAt})
          ON CONFLICT (payout_id) DO NOTHING
        `.execute(transaction);
      }
    }
  },
};
