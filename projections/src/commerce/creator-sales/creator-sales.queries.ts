import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { getCourseTitles } from '../../courses/course-catalogue/course-titles.lookup.js';
import { getDisplayNames } from '../../identity/account-directory/display-names.lookup.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { SALES_COURSES, SALES_DAILY, SALES_ORDERS } from './creator-sales.projection.js';

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

export interface SalesSummary {
  /** Each currency's figures over the range; currencies are never added together. */
  readonly totals: readonly (SalesFigures & { readonly currency: string })[];
  /** The days with paid orders, oldest first, per currency. */
  readonly daily: readonly DailySales[];
  /** The creator's courses that have orders, by title. */
  readonly courses: readonly { readonly courseId: string; readonly title: string }[];
}

type FigureRow = { orders: number; subtotal: string; tax: string; total: string; platform_fee: string; creator_earnings: string };

const figuresOf = (row: FigureRow): SalesFigures => ({
  orders: Number(row.orders),
  subtotal: Number(row.subtotal),
  tax: Number(row.tax),
  total: Number(row.total),
  platformFee: Number(row.platform_fee),
  creatorEarnings: Number(row.creator_earnings),
});

/** A creator's paid sales over a range of days (the day each was paid), per day and in total, per currency. */
export async function getSalesSummary(db: Executor, creatorId: string, range: DayRange): Promise<SalesSummary> {
  const [{ rows: days }, { rows: courseRows }] = await Promise.all([
    sql<FigureRow & { day: string; currency: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, orders, subtotal, tax, total, platform_fee, creator_earnings
      FROM ${sql.id(LIVE_SCHEMA, SALES_DAILY)}
      WHERE creator_id = ${creatorId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
      ORDER BY day, currency
    `.execute(db),
    sql<{ course_id: string }>`SELECT course_id FROM ${sql.id(LIVE_SCHEMA, SALES_COURSES)} WHERE creator_id = ${creatorId}`.execute(db),
  ]);
  const daily = days.map((row) => ({ day: row.day, currency: row.currency, ...figuresOf(row) }));
  const totals = new Map<string, SalesFigures & { currency: string }>();
  for (const day of daily) {
    const sum = totals.get(day.currency) ?? { currency: day.currency, orders: 0, subtotal: 0, tax: 0, total: 0, platformFee: 0, creatorEarnings: 0 };
    totals.set(day.currency, {
      currency: day.currency,
      orders: sum.orders + day.orders,
      subtotal: sum.subtotal + day.subtotal,
      tax: sum.tax + day.tax,
      total: sum.total + day.total,
      platformFee: sum.platformFee + day.platformFee,
      creatorEarnings: sum.creatorEarnings + day.creatorEarnings,
    });
  }
  const titles = await getCourseTitles(db, courseRows.map((row) => row.course_id));
  const courses = courseRows
    .map((row) => ({ courseId: row.course_id, title: titles.get(row.course_id) ?? '' }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.courseId.localeCompare(b.courseId));
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
           creator_earnings, placed_at, paid_at
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
