import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';
import { ledgerTransactionOf, payoutTransactionOf, refundTransactionOf, type LedgerLeg, type PlacedOrder } from './ledger-transaction.fold.js';

/** Orders as placed, waiting for their payment: what a paid order's transaction is computed from. */
export const LEDGER_ORDERS = 'revenue_ledger_orders_v3';
/**
 * The legs of every transaction, keyed by what posted it (an order, or a payout: `order_id` holds its id) and leg, so a
 * replayed page posts nothing twice.
 */
export const LEDGER_LEGS = 'revenue_ledger_legs_v3';

/** An unpaid order placed again with another coupon is remembered with its latest figures, which its payment pays. */
async function rememberOrder(placed: PlacedOrder, transaction: Executor, schema: string) {
  await sql`
    INSERT INTO ${sql.id(schema, LEDGER_ORDERS)} (order_id, placed) VALUES (${placed.orderId}, ${JSON.stringify(placed)}::jsonb)
    ON CONFLICT (order_id) DO UPDATE SET placed = EXCLUDED.placed
  `.execute(transaction);
}

/** A refund's legs are numbered from here, so that they never take a sale leg's key (order, leg). */
export const REFUND_LEGS_FROM = 100;

async function placedOrder(orderId: string, transaction: Executor, schema: string): Promise<PlacedOrder | undefined> {
  const { rows } = await sql<{ placed: PlacedOrder }>`
    SELECT placed FROM ${sql.id(schema, LEDGER_ORDERS)} WHERE order_id = ${orderId}
  `.execute(transaction);
  return rows[0]?.placed;
}

async function postPayment(event: Extract<StoredEvent<PathwiseEvent>, { type: 'OrderPaid' }>, transaction: Executor, schema: string) {
  const placed = await placedOrder(event.data.orderId, transaction, schema);
  // An order is always placed before it is paid, in its own stream; a payment without one is not ours to post.
  if (!placed) return;
  await postLegs(placed.orderId, placed.currency, ledgerTransactionOf(placed, event.data), 0, momentOf(event.data.paidAt, event), transaction, schema);
}

/**
 * A transaction is posted at the moment it happened: the one the event names for history brought in from elsewhere
 * (the demo world's past sales and payout), else the moment it was recorded. The refund window and the monthly
 * payout count from it.
 */
const momentOf = (happenedAt: string | undefined, event: StoredEvent<PathwiseEvent>): Date => (happenedAt ? new Date(happenedAt) : event.recordedAt);

async function postRefund(event: Extract<StoredEvent<PathwiseEvent>, { type: 'OrderRefunded' }>, transaction: Executor, schema: string) {
  const placed = await placedOrder(event.data.orderId, transaction, schema);
  if (!placed) return;
  await postLegs(placed.orderId, placed.currency, refundTransactionOf(placed, event.data), REFUND_LEGS_FROM, event.recordedAt, transaction, schema);
}

async function postLegs(
  source: string,
  currency: string,
  transactionLegs: readonly LedgerLeg[],
  firstLeg: number,
  postedAt: Date,
  transaction: Executor,
  schema: string,
) {
  // An order a coupon made free moved no money: it posts nothing.
  if (transactionLegs.length === 0) return;
  const legs = transactionLegs.map((leg, index) => ({
    order_id: source,
    leg: firstLeg + index,
    kind: leg.kind,
    account: leg.account,
    amount: leg.amount,
    currency,
    posted_at: postedAt.toISOString(),
  }));
  await sql`
    INSERT INTO ${sql.id(schema, LEDGER_LEGS)}
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(legs)}::jsonb)
      AS legs(order_id text, leg integer, kind text, account text, amount bigint, currency text, posted_at timestamptz)
    ON CONFLICT (order_id, leg) DO NOTHING
  `.execute(transaction);
}

/**
 * The double-entry revenue ledger: one transaction per paid order, one more per refunded order and one per payout,
 * whose legs each sum to zero. A projection, not a
 * stream of its own: it is a function of the orders, so it can be rebuilt from them at any time (a new fee split is
 * a new version rebuilt beside the old one).
 */
export const revenueLedgerProjection: Projection<PathwiseEvent> = {
  name: 'revenue-ledger',
  // Version 3 posts history brought in from elsewhere at its own moment, in tables of its own.
  version: 3,
  eventTypes: ['OrderPlaced', 'OrderPaid', 'OrderRefunded', 'PayoutPaid'],
  tables: [LEDGER_ORDERS, LEDGER_LEGS],
  async createTables(db: Executor, schema: string) {
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEDGER_ORDERS)} (
        order_id text PRIMARY KEY,
        placed jsonb NOT NULL
      )
    `.execute(db);
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEDGER_LEGS)} (
        order_id text NOT NULL,
        leg integer NOT NULL,
        kind text NOT NULL,
        account text NOT NULL,
        amount bigint NOT NULL,
        currency text NOT NULL,
        posted_at timestamptz NOT NULL,
        PRIMARY KEY (order_id, leg)
      )
    `.execute(db);
    // A creator's earnings over time: their balance, the monthly payout, a payout's statement.
    await sql`CREATE INDEX IF NOT EXISTS revenue_ledger_legs_v3_account ON ${sql.id(schema, LEDGER_LEGS)} (account, posted_at)`.execute(db);
  },
  async apply(events, { transaction, schema }) {
    // In log order, one at a time: an order placed and paid within one page is remembered before it is posted.
    for (const event of events) {
      if (event.type === 'OrderPlaced') await rememberOrder(event.data, transaction, schema);
      else if (event.type === 'OrderPaid') await postPayment(event, transaction, schema);
      else if (event.type === 'OrderRefunded') await postRefund(event, transaction, schema);
      else if (event.type === 'PayoutPaid') {
        await postLegs(event.data.payoutId, event.data.currency, payoutTransactionOf(event.data), 0, momentOf(event.data.paidAt, event), transaction, schema);
      }
    }
  },
};
