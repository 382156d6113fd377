import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { CONNECTED_ACCOUNTS, PAYOUT_ACCOUNTS, PAYOUTS } from './creator-payouts.projection.js';

export interface PayoutAccountView {
  readonly provider: string;
  readonly ibanLast4: string;
  readonly country: string;
  readonly connectedAt: string;
}

export interface PayoutView {
  readonly payoutId: string;
  readonly month: string;
  readonly currency: string;
  readonly amount: number;
  readonly cutoff: string;
  readonly paidAt: string;
  /** The Stripe transfer that sent it to the creator's connected account; null when it was paid to their bank account. */
  readonly transferId: string | null;
}

export async function payoutAccountOf(db: Executor, creatorId: string): Promise<PayoutAccountView | null> {
  const { rows } = await sql<{ provider: string; iban_last4: string; country: string; connected_at: Date }>`
    SELECT provider, iban_last4, country, connected_at FROM ${sql.id(LIVE_SCHEMA, PAYOUT_ACCOUNTS)} WHERE creator_id = ${creatorId}
  `.execute(db);
  const row = rows[0];
  return row ? { provider: row.provider, ibanLast4: row.iban_last4, country: row.country, connectedAt: new Date(row.connected_at).toISOString() } : null;
}

/** A creator's payouts, newest first. */
export async function payoutsOf(db: Executor, creatorId: string): Promise<PayoutView[]> {
  const { rows } = await sql<{ payout_id: string; month: string; currency: string; amount: string; cutoff: Date; paid_at: Date; transfer_id: string | null }>`
    SELECT payout_id, month, currency, amount, cutoff, paid_at, transfer_id FROM ${sql.id(LIVE_SCHEMA, PAYOUTS)}
    WHERE creator_id = ${creatorId} ORDER BY paid_at DESC, currency
  `.execute(db);
  return rows.map((row) => ({
    payoutId: row.payout_id,
    month: row.month,
    currency: row.currency,
    amount: Number(row.amount),
    cutoff: new Date(row.cutoff).toISOString(),
    paidAt: new Date(row.paid_at).toISOString(),
    transferId: row.transfer_id,
  }));
}

/**
 * The creators who named a bank account or opened a Stripe connected account, a page at a time (keyset on the id):
 * whom the monthly run pays.
 */
export async function creatorsWithPayoutAccounts(db: Executor, after: string | null, limit: number): Promise<string[]> {
  const { rows } = await sql<{ creator_id: string }>`
    SELECT creator_id FROM (
      SELECT creator_id FROM ${sql.id(LIVE_SCHEMA, PAYOUT_ACCOUNTS)}
      UNION
      SELECT creator_id FROM ${sql.id(LIVE_SCHEMA, CONNECTED_ACCOUNTS)}
    ) AS payees
    ${after === null ? sql`` : sql`WHERE creator_id > ${after}`}
    ORDER BY creator_id LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => row.creator_id);
}
