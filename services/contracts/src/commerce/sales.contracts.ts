import { EntityId as Id, currencies, refundReasons } from '@pathwise/event-schemas';
import { z } from 'zod';
import { orderStatuses } from './commerce.contracts.js';

/** A real UTC calendar day written YYYY-MM-DD: 2026-02-30 is not one, nor is 2026-13-01. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const moment = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().startsWith(value);
}

/** A UTC calendar day, as the sales page's date fields send it (one issue per field, however it is wrong). */
export const SalesDay = z.string().refine(isDay, 'Expected a day such as 2026-03-31');

/** The longest range the summary sums over, so a chart stays a chart and a request stays cheap. */
export const SALES_MAX_RANGE_DAYS = 366;
export const SALES_PAGE_SIZE_MAX = 100;
export const SALES_PAGE_SIZE_DEFAULT = 25;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Admins read any creator's sales by naming them; everyone else reads their own (and may name themselves). */
const creatorId = Id.optional();

export const SalesSummaryQuery = z
  .object({ creatorId, from: SalesDay.optional(), to: SalesDay.optional() })
  .strict()
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'Expected a day on or after from' });
    else if (daysBetween(query.from, query.to) >= SALES_MAX_RANGE_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `Expected a range of at most ${SALES_MAX_RANGE_DAYS} days` });
  });
export type SalesSummaryQuery = z.input<typeof SalesSummaryQuery>;

const Figures = {
  orders: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  platformFee: z.number().int(),
  creatorEarnings: z.number().int(),
};

export const SalesSummaryResponse = z.object({
  creatorId: z.string(),
  from: z.string(),
  to: z.string(),
  /**
   * Paid orders over the range per currency, in minor units, net of the refunds made in it (counted in `refunds`,
   * with what went back in `refundedTotal`); currencies are never added together.
   */
  totals: z.array(z.object({ currency: z.enum(currencies), ...Figures, refunds: z.number().int(), refundedTotal: z.number().int() })),
  /** The days with paid orders, oldest first, one entry per day and currency. */
  daily: z.array(z.object({ day: z.string(), currency: z.enum(currencies), ...Figures })),
  /** Paid orders over the range, all currencies. */
  orderCount: z.number().int(),
  /** The creator's courses with orders, for the orders filter. */
  courses: z.array(z.object({ courseId: z.string(), title: z.string() })),
});
export type SalesSummaryResponse = z.infer<typeof SalesSummaryResponse>;

/**
 * Where the next page starts, made of the last order's placing time (ms since the epoch) and id: clients pass back
 * what the last page gave them and read nothing into it.
 */
export const SalesCursor = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected a cursor from an earlier page')
  .transform((value) => {
    const dot = value.indexOf('.');
    return { placedAt: new Date(Number(value.slice(0, dot))).toISOString(), orderId: value.slice(dot + 1) };
  });

export const encodeSalesCursor = (cursor: { placedAt: string; orderId: string }): string => `${Date.parse(cursor.placedAt)}.${cursor.orderId}`;

const orderFilters = {
  creatorId,
  courseId: Id.optional(),
  status: z.enum(orderStatuses).optional(),
  from: SalesDay.optional(),
  to: SalesDay.optional(),
};

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) => {
  if (query.from && query.to && query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'Expected a day on or after from' });
};

export const SalesOrdersQuery = z
  .object({
    ...orderFilters,
    cursor: SalesCursor.optional(),
    limit: z.coerce.number().int().min(1).max(SALES_PAGE_SIZE_MAX).default(SALES_PAGE_SIZE_DEFAULT),
  })
  .strict()
  .superRefine(fromNotAfterTo);
export type SalesOrdersQuery = z.input<typeof SalesOrdersQuery>;

export const SalesExportQuery = z.object(orderFilters).strict().superRefine(fromNotAfterTo);
export type SalesExportQuery = z.input<typeof SalesExportQuery>;

export const SalesOrder = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  /** Null where the buyer erased their account. */
  buyerName: z.string().nullable(),
  courseId: z.string(),
  courseTitle: z.string(),
  currency: z.enum(currencies),
  subtotal: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  platformFee: z.number().int(),
  creatorEarnings: z.number().int(),
  /** The coupon the order was placed with and what it took off the price before tax; null and 0 without one. */
  couponCode: z.string().nullable(),
  discount: z.number().int(),
  placedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type SalesOrder = z.infer<typeof SalesOrder>;

export const SalesOrdersResponse = z.object({
  items: z.array(SalesOrder),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type SalesOrdersResponse = z.infer<typeof SalesOrdersResponse>;

/** Where the next page of refunds starts: the last refund's time (ms since the epoch) and order id. */
export const SalesRefundCursor = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected a cursor from an earlier page')
  .transform((value) => {
    const dot = value.indexOf('.');
    return { refundedAt: new Date(Number(value.slice(0, dot))).toISOString(), orderId: value.slice(dot + 1) };
  });

export const encodeSalesRefundCursor = (cursor: { refundedAt: string; orderId: string }): string => `${Date.parse(cursor.refundedAt)}.${cursor.orderId}`;

export const SalesRefundsQuery = z
  .object({
    creatorId,
    cursor: SalesRefundCursor.optional(),
    limit: z.coerce.number().int().min(1).max(SALES_PAGE_SIZE_MAX).default(SALES_PAGE_SIZE_DEFAULT),
  })
  .strict();
export type SalesRefundsQuery = z.input<typeof SalesRefundsQuery>;

export const SalesRefund = z.object({
  orderId: z.string(),
  /** Null where the buyer erased their account. */
  buyerName: z.string().nullable(),
  courseId: z.string(),
  courseTitle: z.string(),
  currency: z.enum(currencies),
  /** What went back to the buyer (the order's whole total), in minor units. */
  refundedTotal: z.number().int(),
  /** In which right it was refunded: the buyer under the refund policy, the course's creator, or an admin. */
  reason: z.enum(refundReasons),
  /** Who refunded it; null where they erased their account. */
  refundedByName: z.string().nullable(),
  /** True when the creator whose sales these are made the refund themselves. */
  refundedByCreator: z.boolean(),
  placedAt: z.string(),
  refundedAt: z.string(),
});
export type SalesRefund = z.infer<typeof SalesRefund>;

export const SalesRefundsResponse = z.object({
  items: z.array(SalesRefund),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type SalesRefundsResponse = z.infer<typeof SalesRefundsResponse>;

export const SalesCouponsQuery = z.object({ creatorId }).strict();
export type SalesCouponsQuery = z.input<typeof SalesCouponsQuery>;

const CouponCurrencyFigures = z.object({
  currency: z.enum(currencies),
  /** Paid orders that used the code; a refunded one still spent its use. */
  redemptions: z.number().int(),
  refunds: z.number().int(),
  /** What those orders sold for after the discount, tax excluded, net of refunds, in minor units. */
  revenue: z.number().int(),
  /** What the code took off the prices of the orders kept. */
  discount: z.number().int(),
  creatorEarnings: z.number().int(),
});

export const SalesCouponsResponse = z.object({
  /**
   * Each code used on the creator's orders or made by the creator, by code, with its figures per currency (none for a
   * code no paid order used yet); currencies are never added together.
   */
  coupons: z.array(z.object({ code: z.string(), currencies: z.array(CouponCurrencyFigures) })),
});
export type SalesCouponsResponse = z.infer<typeof SalesCouponsResponse>;
