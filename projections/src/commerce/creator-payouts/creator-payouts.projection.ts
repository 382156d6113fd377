import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/** Each creator's payout account as shown: where it is, never the account number (that stays in the vault). */
export const PAYOUT_ACCOUNTS = 'payout_accounts_v2';
/** Each creator's Stripe connected account, by id only: the monthly run pays those creators too. */
export const CONNECTED_ACCOUNTS = 'payout_connected_accounts_v2';
/** Every payout made, one row each, with the Stripe transfer that sent it where there is one. */
export const PAYOUTS = 'payouts_v2';

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
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, CONNECTED_ACCOUNTS)} (
      creator_id text PRIMARY KEY,
      account_id text NOT NULL,
      created_at timestamptz NOT NULL
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
      paid_at timestamptz NOT NULL,
      transfer_id text,
      destination text
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS payouts_v2_creator ON ${sql.id(schema, PAYOUTS)} (creator_id, paid_at DESC)`.execute(db);
}

/**
 * Creators' payout accounts, connected accounts and payouts: what /connect shows and what the monthly run walks.
 * Version 2 adds the connected accounts (their creators are paid by transfer) and each payout's transfer.
 */
export const creatorPayoutsProjection: Projection<PathwiseEvent> = {
  name: 'creator-payouts',
  version: 2,
  eventTypes: ['PayoutAccountConnected', 'ConnectedAccountCreated', 'PayoutPaid'],
  tables: [PAYOUT_ACCOUNTS, CONNECTED_ACCOUNTS, PAYOUTS],
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
      } else if (event.type === 'ConnectedAccountCreated') {
        const { creatorId, accountId } = event.data;
        await sql`
          INSERT INTO ${sql.id(schema, CONNECTED_ACCOUNTS)} (creator_id, account_id, created_at)
          VALUES (${creatorId}, ${accountId}, ${event.recordedAt})
          ON CONFLICT (creator_id) DO NOTHING
        `.execute(transaction);
      } else if (event.type === 'PayoutPaid') {
        const { payoutId, creatorId, month, currency, amount, cutoff, transfer, paidAt } = event.data;
        await sql`
          INSERT INTO ${sql.id(schema, PAYOUTS)} (payout_id, creator_id, month, currency, amount, cutoff, paid_at, transfer_id, destination)
          VALUES (${payoutId}, ${creatorId}, ${month}, ${currency}, ${amount}, ${new Date(cutoff)}, ${paidAt ? new Date(paidAt) : event.recordedAt},
            ${transfer?.transferId ?? null}, ${transfer?.destination ?? null})
          ON CONFLICT (payout_id) DO NOTHING
        `.execute(transaction);
      }
    }
  },
};
