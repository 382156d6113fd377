import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { ledgerAccounts } from './ledger-transaction.fold.js';
import { LEDGER_LEGS, REFUND_LEGS_FROM } from './revenue-ledger.projection.js';

export interface LedgerTransaction {
  /** The order that posted it, or for a payout the payout's id. */
  readonly orderId: string;
  /** The sale a paid order posted, the refund that reversed it, or a payout to a creator. */
  readonly kind: 'sale' | 'refund' | 'payout';
  readonly currency: string;
  readonly legs: readonly { readonly kind: string; readonly account: string; readonly amount: number }[];
}

/** The transactions posted (all of them, or one order's), oldest first: an order's sale, then its refund; payouts. */
export async function ledgerTransactions(db: Executor, orderId?: string): Promise<LedgerTransaction[]> {
  const { rows } = await sql<{ order_id: string; leg: number; currency: string; kind: string; account: string; amount: string }>`
    SELECT order_id, leg, currency, kind, account, amount FROM ${sql.id(LIVE_SCHEMA, LEDGER_LEGS)}
    ${orderId === undefined ? sql`` : sql`WHERE order_id = ${orderId}`}
    ORDER BY posted_at, order_id, leg
  `.execute(db);
  const byOrder = new Map<string, { orderId: string; kind: LedgerTransaction['kind']; currency: string; legs: LedgerTransaction['legs'][number][] }>();
  for (const row of rows) {
    const kind = row.kind.startsWith('payout') ? 'payout' : row.leg >= REFUND_LEGS_FROM ? 'refund' : 'sale';
    const key = `${row.order_id} ${kind}`;
    const transaction = byOrder.get(key) ?? { orderId: row.order_id, kind, currency: row.currency, legs: [] };
    transaction.legs.push({ kind: row.kind, account: row.account, amount: Number(row.amount) });
    byOrder.set(key, transaction);
  }
  return [...byOrder.values()];
}

/** Every account's balance per currency; the balances of one currency sum to zero. */
export async function ledgerBalances(db: Executor): Promise<{ account: string; currency: string; balance: number }[]> {
  const { rows } = await sql<{ account: string; currency: string; balance: string }>`
    SELECT account, currency, sum(amount)::text AS balance FROM ${sql.id(LIVE_SCHEMA, LEDGER_LEGS)}
    GROUP BY account, currency ORDER BY currency, account
  `.execute(db);
  return rows.map((row) => ({ account: row.account, currency: row.currency, balance: Number(row.balance) }));
}

const earningsAccount = (creatorId: string) => `${ledgerAccounts.creatorEarnings}:${creatorId}`;

/**
 * What a creator earned per currency from the legs posted in [from, before) (either end open when not given): sales less their refunds, never their payouts. The ledger
 * books earnings as credits, so they are negated here. A destination charge's transfer to the creator's connected
 * account (and its reversal on a refund) counts against the sale it settled: Stripe paid that share at the sale, so
 * it is not earnings the platform holds, and the monthly payout, which pays from this figure, never pays it again.
 */
export async function creatorEarnings(db: Executor, creatorId: string, window: { readonly from?: Date; readonly before?: Date }): Promise<Record<string, number>> {
  const { rows } = await sql<{ currency: string; earned: string }>`
    SELECT currency, (-sum(amount))::text AS earned FROM ${sql.id(LIVE_SCHEMA, LEDGER_LEGS)}
    WHERE account = ${earningsAccount(creatorId)} AND kind <> 'payout'
      ${window.before ? sql`AND posted_at < ${window.before}` : sql``}
      ${window.from ? sql`AND posted_at >= ${window.from}` : sql``}
    GROUP BY currency ORDER BY currency
  `.execute(db);
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.earned)]));
}

export interface EarningLine {
  readonly orderId: string;
  readonly kind: string;
  readonly amount: number;
  readonly postedAt: string;
}

/**
 * The earnings legs of one currency posted in [from, before), oldest first: the lines of a payout's statement, which
 * lists what the payout paid for. A destination charge's order is left out, sale and refund: Stripe paid the creator
 * its share at the sale, so it nets to nothing here and no payout paid for it.
 */
export async function creatorEarningLines(db: Executor, creatorId: string, currency: string, window: { readonly from: Date | null; readonly before: Date }): Promise<EarningLine[]> {
  const account = earningsAccount(creatorId);
  const { rows } = await sql<{ order_id: string; kind: string; amount: string; posted_at: Date }>`
    SELECT order_id, kind, amount, posted_at FROM ${sql.id(LIVE_SCHEMA, LEDGER_LEGS)}
    WHERE account = ${account} AND kind <> 'payout' AND currency = ${currency} AND posted_at < ${window.before}
      ${window.from ? sql`AND posted_at >= ${window.from}` : sql``}
      AND order_id NOT IN (SELECT order_id FROM ${sql.id(LIVE_SCHEMA, LEDGER_LEGS)} WHERE account = ${account} AND kind = 'creator-transfer')
    ORDER BY posted_at, order_id, leg
  `.execute(db);
  return rows.map((row) => ({ orderId: row.order_id, kind: row.kind, amount: -Number(row.amount), postedAt: new Date(row.posted_at).toISOString() }));
}
