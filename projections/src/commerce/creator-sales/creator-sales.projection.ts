import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/**
 * One row per order of a creator's course, with every figure the sales page and its CSV show, so the orders list
 * reads this table alone (names and titles come from their lookups after the page is read).
 */
export const SALES_ORDERS = 'creator_sales_orders_v1';
/** Per creator, UTC day (of payment) and currency: the paid orders and their figures, so a range is a few rows. */
export const SALES_DAILY = 'creator_sales_daily_v1';
/** The courses a creator has orders for, for the sales page's course filter. */
export const SALES_COURSES = 'creator_sales_courses_v1';

type Stored<T extends PathwiseEvent['type']> = Extract<StoredEvent<PathwiseEvent>, { type: T }>;

/** A sale's time is when it happened: the event's own moment where it carries one (history), else its record's. */
const momentOf = (declared: string | undefined, recordedAt: Date) => declared ?? recordedAt.toISOString();

/** What the creator earns from an order: its price less the coupon's discount and the platform's fee. */
const earningsOf = (order: Stored<'OrderPlaced'>['data']) => order.subtotal - (order.discount ?? 0) - order.platformFee;

async function placeOrder(event: Stored<'OrderPlaced'>, transaction: Executor, schema: string) {
  const order = event.data;
  const inserted = await sql`
    INSERT INTO ${sql.id(schema, SALES_ORDERS)}
      (order_id, creator_id, buyer_id, course_id, status, currency, subtotal, tax_rate_basis_points, tax, total,
       platform_fee, creator_earnings, placed_at, paid_at)
    VALUES (${order.orderId}, ${order.creatorId}, ${order.buyerId}, ${order.courseId}, 'awaiting_payment', ${order.currency},
       ${order.subtotal}, ${order.taxRateBasisPoints}, ${order.tax}, ${order.total}, ${order.platformFee},
       ${earningsOf(order)}, ${momentOf(order.placedAt, event.recordedAt)}, NULL)
    ON CONFLICT (order_id) DO NOTHING
  `.execute(transaction);
  if (Number(inserted.numAffectedRows ?? 0n) === 0) {
    // An unpaid order placed again (its coupon changed) keeps its row with the new figures.
    await sql`
      UPDATE ${sql.id(schema, SALES_ORDERS)} SET subtotal = ${order.subtotal}, tax_rate_basis_points = ${order.taxRateBasisPoints},
        tax = ${order.tax}, total = ${order.total}, platform_fee = ${order.platformFee}, creator_earnings = ${earningsOf(order)}
      WHERE order_id = ${order.orderId} AND status <> 'paid' AND status <> 'refunded'
    `.execute(transaction);
    return;
  }
  await sql`
    INSERT INTO ${sql.id(schema, SALES_COURSES)} (creator_id, course_id, orders) VALUES (${order.creatorId}, ${order.courseId}, 1)
    ON CONFLICT (creator_id, course_id) DO UPDATE SET orders = ${sql.id(schema, SALES_COURSES)}.orders + 1
  `.execute(transaction);
}

/** A payment moves the order to paid once; only that move counts it in its day, so a replayed payment adds nothing. */
async function payOrder(event: Stored<'OrderPaid'>, transaction: Executor, schema: string) {
  const paidAt = momentOf(event.data.paidAt, event.recordedAt);
  const { rows } = await sql<{ creator_id: string; currency: string; subtotal: string; tax: string; total: string; platform_fee: string; creator_earnings: string }>`
    UPDATE ${sql.id(schema, SALES_ORDERS)} SET status = 'paid', paid_at = ${paidAt}
    WHERE order_id = ${event.data.orderId} AND status <> 'paid'
    RETURNING creator_id, currency, subtotal, tax, total, platform_fee, creator_earnings
  `.execute(transaction);
  const paid = rows[0];
  if (!paid) return;
  await sql`
    INSERT INTO ${sql.id(schema, SALES_DAILY)} AS daily (creator_id, day, currency, orders, subtotal, tax, total, platform_fee, creator_earnings)
    VALUES (${paid.creator_id}, (${paidAt}::timestamptz AT TIME ZONE 'UTC')::date, ${paid.currency}, 1, ${paid.subtotal}, ${paid.tax},
      ${paid.total}, ${paid.platform_fee}, ${paid.creator_earnings})
    ON CONFLICT (creator_id, day, currency) DO UPDATE SET
      orders = daily.orders + 1,
      subtotal = daily.subtotal + excluded.subtotal,
      tax = daily.tax + excluded.tax,
      total = daily.total + excluded.total,
      platform_fee = daily.platform_fee + excluded.platform_fee,
      creator_earnings = daily.creator_earnings + excluded.creator_earnings
  `.execute(transaction);
}

/**
 * A refund marks the order refunded once, and takes its figures off the day it was made, so a range's revenue is net
 * of what was paid back in it.
 */
async function refundOrder(event: Stored<'OrderRefunded'>, transaction: Executor, schema: string) {
  const refundedAt = event.data.refundedAt;
  const { rows } = await sql<{ creator_id: string; currency: string; subtotal: string; tax: string; total: string; platform_fee: string; creator_earnings: string }>`
    UPDATE ${sql.id(schema, SALES_ORDERS)} SET status = 'refunded'
    WHERE order_id = ${event.data.orderId} AND status = 'paid'
    RETURNING creator_id, currency, subtotal, tax, total, platform_fee, creator_earnings
  `.execute(transaction);
  const refunded = rows[0];
  if (!refunded) return;
  await sql`
    INSERT INTO ${sql.id(schema, SALES_DAILY)} AS daily (creator_id, day, currency, orders, subtotal, tax, total, platform_fee, creator_earnings)
    VALUES (${refunded.creator_id}, (${refundedAt}::timestamptz AT TIME ZONE 'UTC')::date, ${refunded.currency}, 0, ${-Number(refunded.subtotal)},
      ${-Number(refunded.tax)}, ${-Number(refunded.total)}, ${-Number(refunded.platform_fee)}, ${-Number(refunded.creator_earnings)})
    ON CONFLICT (creator_id, day, currency) DO UPDATE SET
      subtotal = daily.subtotal + excluded.subtotal,
      tax = daily.tax + excluded.tax,
      total = daily.total + excluded.total,
      platform_fee = daily.platform_fee + excluded.platform_fee,
      creator_earnings = daily.creator_earnings + excluded.creator_earnings
  `.execute(transaction);
}

async function declineOrder(event: Stored<'OrderDeclined'>, transaction: Executor, schema: string) {
  // A decline arriving after the payment (webhooks out of order) leaves the order paid, as the order itself does.
  await sql`UPDATE ${sql.id(schema, SALES_ORDERS)} SET status = 'declined' WHERE order_id = ${event.data.orderId} AND status <> 'paid'`.execute(transaction);
}

async function createTables(db: Executor, schema: string) {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, SALES_ORDERS)} (
      order_id text PRIMARY KEY,
      creator_id text NOT NULL,
      buyer_id text NOT NULL,
      course_id text NOT NULL,
      status text NOT NULL,
      currency text NOT NULL,
      subtotal bigint NOT NULL,
      tax_rate_basis_points integer NOT NULL,
      tax bigint NOT NULL,
      total bigint NOT NULL,
      platform_fee bigint NOT NULL,
      creator_earnings bigint NOT NULL,
      placed_at timestamptz NOT NULL,
      paid_at timestamptz
    )
  `.execute(db);
  // Keyset pages, newest first, for each filter the page offers: all orders, one course's, one status's.
  await sql`CREATE INDEX IF NOT EXISTS creator_sales_orders_v1_by_creator ON ${sql.id(schema, SALES_ORDERS)} (creator_id, placed_at DESC, order_id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS creator_sales_orders_v1_by_course ON ${sql.id(schema, SALES_ORDERS)} (creator_id, course_id, placed_at DESC, order_id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS creator_sales_orders_v1_by_status ON ${sql.id(schema, SALES_ORDERS)} (creator_id, status, placed_at DESC, order_id DESC)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, SALES_DAILY)} (
      creator_id text NOT NULL,
      day date NOT NULL,
      currency text NOT NULL,
      orders integer NOT NULL,
      subtotal bigint NOT NULL,
      tax bigint NOT NULL,
      total bigint NOT NULL,
      platform_fee bigint NOT NULL,
      creator_earnings bigint NOT NULL,
      PRIMARY KEY (creator_id, day, currency)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, SALES_COURSES)} (
      creator_id text NOT NULL,
      course_id text NOT NULL,
      orders integer NOT NULL,
      PRIMARY KEY (creator_id, course_id)
    )
  `.execute(db);
}

/**
 * A creator's sales: each order of their courses with its figures and status, and the paid orders summed per UTC day
 * and currency (currencies are never added together), net of the refunds made that day; earnings follow a coupon's
 * discount (see ADR 45).
 */
export const creatorSalesProjection: Projection<PathwiseEvent> = {
  name: 'creator-sales',
  version: 2,
  eventTypes: ['OrderPlaced', 'OrderPaid', 'OrderDeclined', 'OrderRefunded'],
  tables: [SALES_ORDERS, SALES_DAILY, SALES_COURSES],
  createTables,
  async apply(events, { transaction, schema }) {
    // One at a time, in log order: a payment finds its order placed earlier in the same page.
    for (const event of events) {
      if (event.type === 'OrderPlaced') await placeOrder(event, transaction, schema);
      else if (event.type === 'OrderPaid') await payOrder(event, transaction, schema);
      else if (event.type === 'OrderDeclined') await declineOrder(event, transaction, schema);
      else if (event.type === 'OrderRefunded') await refundOrder(event, transaction, schema);
    }
  },
};
