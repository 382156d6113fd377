import {
  SalesCouponsQuery,
  SalesCouponsResponse,
  SalesExportQuery,
  SalesOrdersQuery,
  SalesOrdersResponse,
  SalesRefundsQuery,
  SalesRefundsResponse,
  SalesSummaryQuery,
  SalesSummaryResponse,
  encodeSalesCursor,
  encodeSalesRefundCursor,
  type SalesOrder,
} from '@pathwise/contracts';
import type { Executor } from '@pathwise/event-store';
import {
  allSalesOrders,
  couponCodesMadeBy,
  getCouponPerformance,
  getSalesOrders,
  getSalesRefunds,
  getSalesSummary,
  type SalesOrder as SalesOrderRow,
  type SalesOrderFilter,
} from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { csvAmount, csvField, csvRow } from '../../kernel/csv.js';
import { salesCreatorFor } from './sales.policies.js';

const tags = ['sales'];
/** The summary's range when none is asked for: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));

const orderView = ({ buyerId: _buyerId, ...order }: SalesOrderRow): SalesOrder => order as SalesOrder;

const filterOf = (query: { courseId?: string | undefined; status?: SalesOrderFilter['status'] | undefined; from?: string | undefined; to?: string | undefined }): SalesOrderFilter => ({
  ...(query.courseId === undefined ? {} : { courseId: query.courseId }),
  ...(query.status === undefined ? {} : { status: query.status }),
  ...(query.from === undefined ? {} : { from: query.from }),
  ...(query.to === undefined ? {} : { to: query.to }),
});

const CSV_HEADER = ['order_id', 'placed_at', 'paid_at', 'status', 'course_id', 'course_title', 'buyer', 'currency', 'subtotal', 'coupon_code', 'discount', 'tax_rate_percent', 'tax', 'total', 'platform_fee', 'creator_earnings'];

function csvLine(order: SalesOrderRow): string {
  return csvRow([
    csvField(order.orderId),
    csvField(order.placedAt),
    csvField(order.paidAt),
    csvField(order.status),
    csvField(order.courseId),
    csvField(order.courseTitle, { text: true }),
    csvField(order.buyerName, { text: true }),
    csvField(order.currency),
    csvAmount(order.subtotal),
    csvField(order.couponCode, { text: true }),
    csvAmount(order.discount),
    csvAmount(order.taxRateBasisPoints),
    csvAmount(order.tax),
    csvAmount(order.total),
    csvAmount(order.platformFee),
    csvAmount(order.creatorEarnings),
  ]);
}

async function* csvOf(pages: AsyncIterable<readonly SalesOrderRow[]>): AsyncGenerator<string> {
  yield csvRow(CSV_HEADER);
  for await (const page of pages) yield page.map(csvLine).join('');
}

/**
 * Coupon performance: every code paid orders used, with its figures per currency, and the creator's own codes no paid
 * order used yet (with none), by code.
 */
type CouponFigures = SalesCouponsResponse['coupons'][number]['currencies'][number];

function couponsView(performance: Awaited<ReturnType<typeof getCouponPerformance>>, madeCodes: readonly string[]): SalesCouponsResponse['coupons'] {
  const byCode = new Map<string, CouponFigures[]>(madeCodes.map((code) => [code, []]));
  // The read model holds only the currencies orders are placed in, which the response's enum names.
  for (const { code, ...figures } of performance) byCode.set(code, [...(byCode.get(code) ?? []), figures as CouponFigures]);
  return [...byCode.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([code, currencies]) => ({ code, currencies }));
}

/**
 * A creator's sales, read from the creator-sales read model: the summary (per currency and per day), the orders with
 * filters in keyset pages, the same orders as a CSV written page by page, the refunds, and coupon performance. Callers read their own sales; admins
 * name the creator.
 */
export function salesRoutes(deps: { db: Executor; clock: () => Date }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/sales',
      summary: "A creator's paid sales over a range of days: per currency in total and per day",
      description: `Days are UTC and both ends are included; without a range, the last ${DEFAULT_RANGE_DAYS} days. Amounts are in minor units, each currency on its own.`,
      tags,
      access: 'user',
      query: SalesSummaryQuery,
      responses: { 200: { description: 'The summary', schema: SalesSummaryResponse } },
      async handle({ query, context }) {
        const creatorId = salesCreatorFor(context.actor!, query.creatorId);
        const to = query.to ?? (query.from && query.from > dayOf(deps.clock()) ? query.from : dayOf(deps.clock()));
        const from = query.from ?? daysBefore(to, DEFAULT_RANGE_DAYS - 1);
        const summary = await getSalesSummary(deps.db, creatorId, { from, to });
        const orderCount = summary.totals.reduce((sum, each) => sum + each.orders, 0);
        return { status: 200, body: { creatorId, from, to, ...summary, orderCount } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/sales/orders',
      summary: "A page of a creator's orders, newest first, filtered by course, status and the days they were placed",
      description: 'Pass the answer\'s nextCursor as cursor for the next page; pages are keyset pages, as fast at the end of the list as at its start.',
      tags,
      access: 'user',
      query: SalesOrdersQuery,
      responses: { 200: { description: 'The page', schema: SalesOrdersResponse } },
      async handle({ query, context }) {
        const creatorId = salesCreatorFor(context.actor!, query.creatorId);
        const page = await getSalesOrders(deps.db, creatorId, filterOf(query), query.cursor ?? null, query.limit);
        return { status: 200, body: { items: page.items.map(orderView), nextCursor: page.next ? encodeSalesCursor(page.next) : null } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/sales/orders.csv',
      summary: "A creator's orders matching the filters, as CSV",
      description: 'RFC 4180 (quoted fields, CRLF rows); amounts in major units with a decimal point; written as it is read, however many orders.',
      tags,
      access: 'user',
      query: SalesExportQuery,
      responses: { 200: { description: 'text/csv, one row per order, newest first' } },
      async handle({ query, context }) {
        const creatorId = salesCreatorFor(context.actor!, query.creatorId);
        const chunks = csvOf(allSalesOrders(deps.db, creatorId, filterOf(query)));
        return {
          status: 200,
          headers: { 'content-disposition': `attachment; filename="sales-${dayOf(deps.clock())}.csv"`, 'cache-control': 'no-store' },
          stream: { contentType: 'text/csv; charset=utf-8', chunks },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/sales/refunds',
      summary: "A page of a creator's refunded orders, newest refund first: when, how much, in which right and by whom",
      description: "Pass the answer's nextCursor as cursor for the next page. The reason is the right the refund was made in (the buyer's request under the policy, the creator, an admin); what a person wrote is kept in no order.",
      tags,
      access: 'user',
      query: SalesRefundsQuery,
      responses: { 200: { description: 'The page', schema: SalesRefundsResponse } },
      async handle({ query, context }) {
        const creatorId = salesCreatorFor(context.actor!, query.creatorId);
        const page = await getSalesRefunds(deps.db, creatorId, query.cursor ?? null, query.limit);
        return {
          status: 200,
          body: {
            items: page.items.map(({ buyerId: _buyerId, refundedBy, ...refund }) => ({ ...refund, refundedByCreator: refundedBy === creatorId }) as SalesRefundsResponse['items'][number]),
            nextCursor: page.next ? encodeSalesRefundCursor(page.next) : null,
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/sales/coupons',
      summary: "A creator's coupon performance: per code and currency, the paid orders that used it, what they brought and what it gave away",
      description: 'Figures are net of refunds and in minor units, each currency on its own; a code the creator made that no paid order used yet is listed with no figures.',
      tags,
      access: 'user',
      query: SalesCouponsQuery,
      responses: { 200: { description: 'The codes, by code', schema: SalesCouponsResponse } },
      async handle({ query, context }) {
        const creatorId = salesCreatorFor(context.actor!, query.creatorId);
        const [performance, madeCodes] = await Promise.all([getCouponPerformance(deps.db, creatorId), couponCodesMadeBy(deps.db, creatorId)]);
        return { status: 200, body: { coupons: couponsView(performance, madeCodes) } };
      },
    }),
  ];
}
