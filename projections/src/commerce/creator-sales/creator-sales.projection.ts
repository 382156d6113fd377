import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/**
 * One row per order of a creator's course, with every figure the sales page and its CSV show, so the orders list
 * reads this table alone (names and titles come from their lookups after the page is read).
 */
export const SALES_ORDERS = 'creator_sales_orders_v3';
/**
 * Per creator, UTC day and currency: the orders paid that day and their figures, less the refunds made that day, with
 * the refunds counted apart, so a range is a few rows.
 */
export const SALES_DAILY = 'creator_sales_daily_v3';
/** The courses a creator has orders for, for the sales page's course filter. */
export const SALES_COURSES = 'creator_sales_courses_v3';
/**
 * Per creator, coupon code and currency: the paid orders that used the code and what they brought and gave away, net
 * of their refunds, so coupon performance is a few rows however many orders used a code.
 */
export const SALES_COUPONS = 'creator_sales_coupons_v3';

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
       platform_fee, creator_earnings, coupon_code, discount, placed_at, paid_at)
    VALUES (${order.orderId}, ${order.creatorId}, ${order.buyerId}, ${order.courseId}, 'awaiting_payment', ${order.currency},
       ${order.subtotal}, ${order.taxRateBasisPoints}, ${order.tax}, ${order.total}, ${order.platformFee},
       ${earningsOf(order)}, ${order.couponCode ?? null}, ${order.discount ?? 0}, ${momentOf(order.placedAt, event.recordedAt)}, NULL)
    ON CONFLICT (order_id) DO NOTHING
  `.execute(transaction);
  if (Number(inserted.numAffectedRows ?? 0n) === 0) {
    // An unpaid order placed again (its coupon changed) keeps its row with the new figures.
    await sql`
      UPDATE ${sql.id(schema, SALES_ORDERS)} SET subtotal = ${order.subtotal}, tax_rate_basis_points = ${order.taxRateBasisPoints},
        tax = ${order.tax}, total = ${order.total}, platform_fee = ${order.platformFee}, creator_earnings = ${earningsOf(order)},
        coupon_code = ${order.couponCode ?? null}, discount = ${order.discount ?? 0}
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
  const { rows } = await sql<CountedOrder>`
    UPDATE ${sql.id(schema, SALES_ORDERS)} SET status = 'paid', paid_at = ${paidAt}
    WHERE order_id = ${event.data.orderId} AND status <> 'paid' AND status <> 'refunded'
    RETURNING ${countedColumns}
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
  if (paid.coupon_code !== null) await addToCoupon(paid, 1, transaction, schema);
}

/** What a payment or a refund reads back from the order row it moves, to add to (or take off) the sums. */
type CountedOrder = {
  creator_id: string;
  currency: string;
  subtotal: string;
  tax: string;
  total: string;
  platform_fee: string;
  creator_earnings: string;
  coupon_code: string | null;
  discount: string;
};
const countedColumns = sql.raw('creator_id, currency, subtotal, tax, total, platform_fee, creator_earnings, coupon_code, discount');

/**
 * A paid order with a coupon adds one redemption and its figures to the code's row (sign 1); its refund takes the
 * figures off again and counts the refund (sign -1), the redemption staying spent as the coupon's own stream keeps it.
 */
async function addToCoupon(order: CountedOrder, sign: 1 | -1, transaction: Executor, schema: string) {
  const revenue = sign * (Number(order.subtotal) - Number(order.discount));
  await sql`
    INSERT INTO ${sql.id(schema, SALES_COUPONS)} AS coupon (creator_id, code, currency, redemptions, refunds, revenue, discount, creator_earnings)
    VALUES (${order.creator_id}, ${order.coupon_code}, ${order.currency}, ${sign === 1 ? 1 : 0}, ${sign === 1 ? 0 : 1}, ${revenue},
      ${sign * Number(order.discount)}, ${sign * Number(order.creator_earnings)})
    ON CONFLICT (creator_id, code, currency) DO UPDATE SET
      redemptions = coupon.redemptions + excluded.redemptions,
      refunds = coupon.refunds + excluded.refunds,
      revenue = coupon.revenue + excluded.revenue,
      discount = coupon.discount + excluded.discount,
      creator_earnings = coupon.creator_earnings + excluded.creator_earnings
  `.execute(transaction);
}

/**
 * A refund marks the order refunded once, and takes its figures off the day it was made, so a range's revenue is net
 * of what was paid back in it.
 */
async function refundOrder(event: Stored<'OrderRefunded'>, transaction: Executor, schema: string) {
  const { refundedAt, amount, refundedBy, reason } = event.data;
  const { rows } = await sql<CountedOrder>`
    UPDATE ${sql.id(schema, SALES_ORDERS)} SET status = 'refunded', refunded_at = ${refundedAt}, refunded_total = ${amount},
      refunded_by = ${refundedBy}, refund_reason = ${reason}
    WHERE order_id = ${event.data.orderId} AND status = 'paid'
    RETURNING ${countedColumns}
  `.execute(transaction);
  const refunded = rows[0];
  if (!refunded) return;
  await sql`
    INSERT INTO ${sql.id(schema, SALES_DAILY)} AS daily
      (creator_id, day, currency, orders, subtotal, tax, total, platform_fee, creator_earnings, refunds, refunded_total)
    VALUES (${refunded.creator_id}, (${refundedAt}::timestamptz AT TIME ZONE 'UTC')::date, ${refunded.currency}, 0, ${-Number(refunded.subtotal)},
      ${-Number(refunded.tax)}, ${-Number(refunded.total)}, ${-Number(refunded.platform_fee)}, ${-Number(refunded.creator_earnings)}, 1, ${amount})
    ON CONFLICT (creator_id, day, currency) DO UPDATE SET
      refunds = daily.refunds + 1,
      refunded_total = daily.refunded_total + excluded.refunded_total,
      subtotal = daily.subtotal + excluded.subtotal,
      tax = daily.tax + excluded.tax,
      total = daily.total + excluded.total,
      platform_fee = daily.platform_fee + excluded.platform_fee,
      creator_earnings = daily.creator_earnings + excluded.creator_earnings
  `.execute(transaction);
  if (refunded.coupon_code !== null) await addToCoupon(refunded, -1, transaction, schema);
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
      coupon_code text,
      discount bigint NOT NULL,
      placed_at timestamptz NOT NULL,
      paid_at timestamptz,
      refunded_at timestamptz,
      refunded_total bigint,
      refunded_by text,
      refund_reason text
    )
  `.execute(db);
  // Keyset pages, newest first, for each filter the page offers: all orders, one course's, one status's.
  await sql`CREATE INDEX IF NOT EXISTS creator_sales_orders_v3_by_creator ON ${sql.id(schema, SALES_ORDERS)} (creator_id, placed_at DESC, order_id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS creator_sales_orders_v3_by_course ON ${sql.id(schema, SALES_ORDERS)} (creator_id, course_id, placed_at DESC, order_id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS creator_sales_orders_v3_by_status ON ${sql.id(schema, SALES_ORDERS)} (creator_id, status, placed_at DESC, order_id DESC)`.execute(db);
  // The refunds list: newest refund first, a keyset page of the refunded orders alone.
  await sql`
    CREATE INDEX IF NOT EXISTS creator_sales_orders_v3_refunds ON ${sql.id(schema, SALES_ORDERS)} (creator_id, refunded_at DESC, order_id DESC)
    WHERE status = 'refunded'
  `.execute(db);
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
      refunds integer NOT NULL DEFAULT 0,
      refunded_total bigint NOT NULL DEFAULT 0,
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
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, SALES_COUPONS)} (
      creator_id text NOT NULL,
      code text NOT NULL,
      currency text NOT NULL,
      redemptions integer NOT NULL,
      refunds integer NOT NULL,
      revenue bigint NOT NULL,
      discount bigint NOT NULL,
      creator_earnings bigint NOT NULL,
      PRIMARY KEY (creator_id, code, currency)
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
  version: 3,
  eventTypes: ['OrderPlaced', 'OrderPaid', 'OrderDeclined', 'OrderRefunded'],
  tables: [SALES_ORDERS, SALES_DAILY, SALES_COURSES, SALES_COUPONS],
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
