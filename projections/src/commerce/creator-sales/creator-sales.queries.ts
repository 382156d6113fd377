import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { getCourseTitles } from '../../courses/course-catalogue/course-titles.lookup.js';
import { getDisplayNames } from '../../identity/account-directory/display-names.lookup.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { SALES_COUPONS, SALES_COURSES, SALES_DAILY, SALES_ORDERS } from './creator-sales.projection.js';

/** Days are UTC calendar days, written YYYY-MM-DD; a range includes both ends. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export interface SalesFigures {
  readonly orders: number;
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
  readonly platformFee: number;
  readonly creatorEarnings: number;
}

export interface DailySales extends SalesFigures {
  readonly day: string;
  readonly currency: string;
}

/** The refunds made over a range in one currency: how many, and what went back to the buyers. */
export interface RefundFigures {
  readonly refunds: number;
  readonly refundedTotal: number;
}

export interface SalesSummary {
  /** Each currency's figures over the range, net of its refunds; currencies are never added together. */
  readonly totals: readonly (SalesFigures & RefundFigures & { readonly currency: string })[];
  /** The days with paid orders, oldest first, per currency. */
  readonly daily: readonly DailySales[];
  /** The creator's courses that have orders, by title. */
  readonly courses: readonly { readonly courseId: string; readonly title: string }[];
}

/** A day's figures as the database writes them: [day, currency, orders, subtotal, tax, total, fee, earnings, refunds, refunded]. */
type DayTuple = [string, string, number, number, number, number, number, number, number, number];

/**
 * A creator's paid sales over a range of days (the day each was paid, less the refunds of each day), per day and in
 * total, per currency. A year is up to 366 rows per currency: the database hands them over as one JSON array of
 * arrays, which costs the server one parse instead of a row object and ten field conversions per day.
 */
export async function getSalesSummary(db: Executor, creatorId: string, range: DayRange): Promise<SalesSummary> {
  // The courses and their titles are read beside the days, not after them: the days are the slow part.
  const coursesWithTitles = async () => {
    const { rows } = await sql<{ course_id: string }>`SELECT course_id FROM ${sql.id(LIVE_SCHEMA, SALES_COURSES)} WHERE creator_id = ${creatorId}`.execute(db);
    const titles = await getCourseTitles(db, rows.map((row) => row.course_id));
    return rows
      .map((row) => ({ courseId: row.course_id, title: titles.get(row.course_id) ?? '' }))
      .sort((a, b) => a.title.localeCompare(b.title) || a.courseId.localeCompare(b.courseId));
  };
  const [{ rows: summary }, courses] = await Promise.all([
    sql<{ days: DayTuple[] }>`
      SELECT COALESCE(json_agg(json_build_array(to_char(day, 'YYYY-MM-DD'), currency, orders, subtotal, tax, total, platform_fee, creator_earnings,
        refunds, refunded_total) ORDER BY day, currency), '[]') AS days
      FROM ${sql.id(LIVE_SCHEMA, SALES_DAILY)}
      WHERE creator_id = ${creatorId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    `.execute(db),
    coursesWithTitles(),
  ]);
  const days = summary[0]?.days ?? [];
  const daily = days.map(([day, currency, orders, subtotal, tax, total, platformFee, creatorEarnings]) => ({ day, currency, orders, subtotal, tax, total, platformFee, creatorEarnings }));
  const totals = new Map<string, SalesFigures & RefundFigures & { currency: string }>();
  for (const [, currency, orders, subtotal, tax, total, platformFee, creatorEarnings, refunds, refundedTotal] of days) {
    const sum = totals.get(currency) ?? { currency, orders: 0, subtotal: 0, tax: 0, total: 0, platformFee: 0, creatorEarnings: 0, refunds: 0, refundedTotal: 0 };
    totals.set(currency, {
      currency,
      orders: sum.orders + orders,
      subtotal: sum.subtotal + subtotal,
      tax: sum.tax + tax,
      total: sum.total + total,
      platformFee: sum.platformFee + platformFee,
      creatorEarnings: sum.creatorEarnings + creatorEarnings,
      refunds: sum.refunds + refunds,
      refundedTotal: sum.refundedTotal + refundedTotal,
    });
  }
  return { totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)), daily, courses };
}

export const salesOrderStatuses = ['awaiting_payment', 'declined', 'paid', 'refunded'] as const;
export type SalesOrderStatus = (typeof salesOrderStatuses)[number];

export interface SalesOrderFilter {
  readonly courseId?: string;
  readonly status?: SalesOrderStatus;
  /** The days the orders were placed in. */
  readonly from?: string;
  readonly to?: string;
}

/** Where a page ends: the last order's placing time and id, the next page starts after it. */
export interface SalesCursor {
  readonly placedAt: string;
  readonly orderId: string;
}

export interface SalesOrder {
  readonly orderId: string;
  readonly status: SalesOrderStatus;
  readonly buyerId: string;
  /** Null where the buyer erased their account or has no name. */
  readonly buyerName: string | null;
  readonly courseId: string;
  readonly courseTitle: string;
  readonly currency: string;
  readonly subtotal: number;
  readonly taxRateBasisPoints: number;
  readonly tax: number;
  readonly total: number;
  readonly platformFee: number;
  readonly creatorEarnings: number;
  /** The coupon the order was placed with and what it took off the price before tax; null and 0 without one. */
  readonly couponCode: string | null;
  readonly discount: number;
  readonly placedAt: string;
  readonly paidAt: string | null;
}

export interface SalesOrdersPage {
  readonly items: readonly SalesOrder[];
  readonly next: SalesCursor | null;
}

type OrderRow = {
  order_id: string;
  status: SalesOrderStatus;
  buyer_id: string;
  course_id: string;
  currency: string;
  subtotal: string;
  tax_rate_basis_points: number;
  tax: string;
  total: string;
  platform_fee: string;
  creator_earnings: string;
  coupon_code: string | null;
  discount: string;
  placed_at: Date;
  paid_at: Date | null;
};

/**
 * One page of a creator's orders, newest placed first, after the cursor: a keyset page, so the thousandth page costs
 * what the first does. Each filter has an index that starts with the creator.
 */
export async function getSalesOrders(db: Executor, creatorId: string, filter: SalesOrderFilter, after: SalesCursor | null, limit: number): Promise<SalesOrdersPage> {
  const { rows } = await sql<OrderRow>`
    SELECT order_id, status, buyer_id, course_id, currency, subtotal, tax_rate_basis_points, tax, total, platform_fee,
           creator_earnings, coupon_code, discount, placed_at, paid_at
    FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)}
    WHERE creator_id = ${creatorId}
      ${filter.courseId === undefined ? sql`` : sql`AND course_id = ${filter.courseId}`}
      ${filter.status === undefined ? sql`` : sql`AND status = ${filter.status}`}
      ${filter.from === undefined ? sql`` : sql`AND placed_at >= ${filter.from}::date AT TIME ZONE 'UTC'`}
      ${filter.to === undefined ? sql`` : sql`AND placed_at < (${filter.to}::date + 1) AT TIME ZONE 'UTC'`}
      ${after === null ? sql`` : sql`AND (placed_at, order_id) < (${after.placedAt}::timestamptz, ${after.orderId})`}
    ORDER BY placed_at DESC, order_id DESC
    LIMIT ${limit + 1}
  `.execute(db);
  const page = rows.slice(0, limit);
  const [names, titles] = await Promise.all([getDisplayNames(db, page.map((row) => row.buyer_id)), getCourseTitles(db, page.map((row) => row.course_id))]);
  const items = page.map((row) => ({
    orderId: row.order_id,
    status: row.status,
    buyerId: row.buyer_id,
    buyerName: names.get(row.buyer_id) ?? null,
    courseId: row.course_id,
    courseTitle: titles.get(row.course_id) ?? '',
    currency: row.currency,
    subtotal: Number(row.subtotal),
    taxRateBasisPoints: row.tax_rate_basis_points,
    tax: Number(row.tax),
    total: Number(row.total),
    platformFee: Number(row.platform_fee),
    creatorEarnings: Number(row.creator_earnings),
    couponCode: row.coupon_code,
    discount: Number(row.discount),
    placedAt: new Date(row.placed_at).toISOString(),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  }));
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? { placedAt: last.placedAt, orderId: last.orderId } : null };
}

/** Every order the filter matches, page by page (for an export), without holding them all at once. */
export async function* allSalesOrders(db: Executor, creatorId: string, filter: SalesOrderFilter, pageSize = 500): AsyncGenerator<readonly SalesOrder[]> {
  let after: SalesCursor | null = null;
  do {
    const page: SalesOrdersPage = await getSalesOrders(db, creatorId, filter, after, pageSize);
    if (page.items.length > 0) yield page.items;
    after = page.next;
  } while (after !== null);
}

/** Who paid an order back, in which right: the buyer under the policy, the creator, or an admin. */
export type SalesRefundReason = 'learner_request' | 'creator' | 'admin';

export interface SalesRefund {
  readonly orderId: string;
  readonly buyerId: string;
  readonly buyerName: string | null;
  readonly courseId: string;
  readonly courseTitle: string;
  readonly currency: string;
  /** What went back to the buyer: the order's whole total. */
  readonly refundedTotal: number;
  readonly reason: SalesRefundReason;
  readonly refundedBy: string;
  /** Null where the person who refunded erased their account. */
  readonly refundedByName: string | null;
  readonly placedAt: string;
  readonly refundedAt: string;
}

/** Where a page of refunds ends: the last refund's time and order id. */
export interface SalesRefundCursor {
  readonly refundedAt: string;
  readonly orderId: string;
}

export interface SalesRefundsPage {
  readonly items: readonly SalesRefund[];
  readonly next: SalesRefundCursor | null;
}

type RefundRow = {
  order_id: string;
  buyer_id: string;
  course_id: string;
  currency: string;
  refunded_total: string;
  refund_reason: SalesRefundReason;
  refunded_by: string;
  placed_at: Date;
  refunded_at: Date;
};

/**
 * One page of a creator's refunded orders, newest refund first, after the cursor: a keyset page on a partial index of
 * the refunded orders alone, so a creator with many sales and few refunds reads only the refunds.
 */
export async function getSalesRefunds(db: Executor, creatorId: string, after: SalesRefundCursor | null, limit: number): Promise<SalesRefundsPage> {
  const { rows } = await sql<RefundRow>`
    SELECT order_id, buyer_id, course_id, currency, refunded_total, refund_reason, refunded_by, placed_at, refunded_at
    FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)}
    WHERE creator_id = ${creatorId} AND status = 'refunded'
      ${after === null ? sql`` : sql`AND (refunded_at, order_id) < (${after.refundedAt}::timestamptz, ${after.orderId})`}
    ORDER BY refunded_at DESC, order_id DESC
    LIMIT ${limit + 1}
  `.execute(db);
  const page = rows.slice(0, limit);
  const [names, titles] = await Promise.all([
    getDisplayNames(db, page.flatMap((row) => [row.buyer_id, row.refunded_by])),
    getCourseTitles(db, page.map((row) => row.course_id)),
  ]);
  const items = page.map((row) => ({
    orderId: row.order_id,
    buyerId: row.buyer_id,
    buyerName: names.get(row.buyer_id) ?? null,
    courseId: row.course_id,
    courseTitle: titles.get(row.course_id) ?? '',
    currency: row.currency,
    refundedTotal: Number(row.refunded_total),
    reason: row.refund_reason,
    refundedBy: row.refunded_by,
    refundedByName: names.get(row.refunded_by) ?? null,
    placedAt: new Date(row.placed_at).toISOString(),
    refundedAt: new Date(row.refunded_at).toISOString(),
  }));
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? { refundedAt: last.refundedAt, orderId: last.orderId } : null };
}

/** One coupon code's paid orders in one currency, net of their refunds. */
export interface CouponPerformance {
  readonly code: string;
  readonly currency: string;
  /** Paid orders that used the code (a refunded one still spent its use). */
  readonly redemptions: number;
  readonly refunds: number;
  /** What the orders sold for after the discount, tax excluded. */
  readonly revenue: number;
  /** What the code took off the prices. */
  readonly discount: number;
  readonly creatorEarnings: number;
}

/** The creator's coupon codes that paid orders used, per code and currency, by code: a few rows, never the orders. */
export async function getCouponPerformance(db: Executor, creatorId: string): Promise<CouponPerformance[]> {
  const { rows } = await sql<{ code: string; currency: string; redemptions: number; refunds: number; revenue: string; discount: string; creator_earnings: string }>`
    SELECT code, currency, redemptions, refunds, revenue, discount, creator_earnings
    FROM ${sql.id(LIVE_SCHEMA, SALES_COUPONS)}
    WHERE creator_id = ${creatorId}
    ORDER BY code, currency
  `.execute(db);
  return rows.map((row) => ({
    code: row.code,
    currency: row.currency,
    redemptions: Number(row.redemptions),
    refunds: Number(row.refunds),
    revenue: Number(row.revenue),
    discount: Number(row.discount),
    creatorEarnings: Number(row.creator_earnings),
  }));
}
