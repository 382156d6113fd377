import {
  OrderParams,
  OrderResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PurchaseParams,
  PurchaseQuoteQuery,
  PurchaseQuoteRequest,
  PurchaseQuoteResponse,
  PurchasesResponse,
  RefundOrderRequest,
  RefundOrderResponse,
  refundPolicy,
} from '@pathwise/contracts';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { getBuyerPurchases } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { HttpError } from '../../http/http-errors.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { orderNotFound } from './commerce.errors.js';
import type { OrderCommands } from './order.commands.js';
import type { OrderState } from './order.decider.js';
import { orderView } from './order.views.js';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.js';
import { purchaseView } from './purchase.views.js';
import type { OrderPricing } from './order-pricing.rules.js';
import type { RateLimit, RateLimiter } from '../identity/index.js';

/** Coupon codes tried per buyer: enough to fix a typo or two, far too few to guess codes by trying them. */
export const couponLookupLimit: RateLimit = { limit: 10, windowSeconds: 10 * 60 };

export interface CommerceRouteDeps {
  readonly orders: OrderCommands;
  /** Null when no provider takes payments here: an order can then not be placed. */
  readonly provider: PaymentProvider | null;
  readonly access: CourseAccess;
  /** The countries the tax table lists, which the purchase page offers. */
  readonly taxCountries: readonly string[];
  readonly db: Executor;
  readonly clock: () => Date;
  /** Waits until the purchases read model has seen a write, so the list read next shows it. */
  readonly purchasesCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
  readonly limiter: RateLimiter;
  /** Where a sale of this creator's is paid directly (their active Stripe connected account), or undefined to hold it. */
  readonly destinationFor?: (order: OrderState) => Promise<CheckoutRequest['destination']>;
}

const noProvider = () => new HttpError(503, 'Service Unavailable', 'This server takes no payments yet, so paid courses cannot be bought here.');

const tags = ['commerce'];

/** Where the provider sends the buyer back; the success page waits for the webhook, it never decides a payment. */
const returnPaths = (courseId: string, orderId: string) => ({
  successPath: `/courses/${courseId}/purchase/success?orderId=${orderId}`,
  cancelPath: `/courses/${courseId}/purchase/cancel?orderId=${orderId}`,
});

const statusOf = (state: OrderState) => (state.status === 'none' ? null : state.status);

const amountsOf = (currency: string, pricing: OrderPricing, couponCode: string | null) => ({
  currency: currency as 'USD' | 'EUR' | 'GBP',
  subtotal: pricing.subtotal,
  discount: pricing.discount,
  couponCode,
  taxRateBasisPoints: pricing.taxRateBasisPoints,
  tax: pricing.tax,
  total: pricing.total,
});

export function commerceRoutes(deps: CommerceRouteDeps): RouteDefinition[] {
  const destinationOf = async (state: OrderState) => {
    const destination = await deps.destinationFor?.(state);
    return destination ? { destination } : {};
  };
  const enrolled = async (courseId: string, userId: string) => (await deps.access.standing(courseId, userId))?.isEnrolled ?? false;
  // Every request naming a coupon counts, whether the code exists or not, so trying codes is slow whatever they are.
  const countCouponLookup = async (userId: string, couponCode: string | undefined) => {
    if (couponCode) await deps.limiter.hit(`coupon-lookup:${userId}`, couponLookupLimit);
  };

  return [
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/purchase',
      summary: 'What buying a course costs the signed-in buyer, and their order for it if they placed one',
      description: 'Every figure is computed on the server from the published price, the tax table and the country given.',
      tags,
      access: 'user',
      params: PurchaseParams,
      query: PurchaseQuoteQuery,
      responses: { 200: { description: 'The quote', schema: PurchaseQuoteResponse } },
      async handle({ params, query, context }) {
        const buyerId = context.actor!.userId;
        const course = await deps.orders.courseForSale(params.courseId, query.country);
        const { state: order } = await deps.orders.current(buyerId, params.courseId);
        const status = statusOf(order);
        // An open order keeps the figures it was placed with: the buyer pays what the page showed when they clicked.
        const pricing = status ? order.pricing! : course.pricing;
        return {
          status: 200,
          body: {
            courseId: params.courseId,
            courseTitle: course.title,
            amounts: amountsOf(course.currency, pricing, status ? order.couponCode : null),
            taxCountries: [...deps.taxCountries],
            order: status ? { orderId: order.orderId, status } : null,
            enrolled: await enrolled(params.courseId, buyerId),
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/purchase/quote',
      summary: 'What buying a course would cost the signed-in buyer with a coupon: the priced order, or why the coupon does not apply',
      description:
        'Reserves nothing. A coupon that does not apply answers 4xx naming #/body/couponCode with the reason: unknown (404), ' +
        'expired or stopped (410), not valid for this course, already used by you or used up (409). Requests naming a coupon ' +
        'are limited per buyer (429).',
      tags,
      access: 'user',
      params: PurchaseParams,
      body: PurchaseQuoteRequest,
      responses: { 200: { description: 'The quote', schema: PurchaseQuoteResponse }, 429: { description: 'Too many coupon codes tried' } },
      async handle({ params, body, context }) {
        const buyerId = context.actor!.userId;
        await countCouponLookup(buyerId, body.couponCode);
        const quote = await deps.orders.quote(params.courseId, body.country, body.couponCode, buyerId);
        const status = statusOf(quote.order);
        return {
          status: 200,
          body: {
            courseId: params.courseId,
            courseTitle: quote.title,
            amounts: amountsOf(quote.course.currency, quote.pricing, quote.couponCode),
            taxCountries: [...deps.taxCountries],
            order: status ? { orderId: quote.order.orderId, status } : null,
            enrolled: await enrolled(params.courseId, buyerId),
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/orders',
      summary: 'Place (or reuse) the buyer\'s order for a paid course and start paying for it',
      description:
        'Clicking "Buy" twice reuses the open order (200). Amounts a client sends are ignored: the order is priced from the course. ' +
        'A paid order answers with no checkout URL, as does an order a coupon leaves nothing to pay, which is paid at once. ' +
        'A coupon that does not apply answers as the quote does, and nothing is placed.',
      tags,
      access: 'user',
      params: PurchaseParams,
      body: PlaceOrderRequest,
      responses: {
        201: { description: 'Order placed; pay at checkoutUrl', schema: PlaceOrderResponse },
        503: { description: 'No payment provider takes payments on this server' },
        200: { description: 'The open (or paid) order, reused', schema: PlaceOrderResponse },
      },
      async handle({ params, body, context }) {
        if (!deps.provider) throw noProvider();
        const { provider } = deps;
        await countCouponLookup(context.actor!.userId, body.couponCode);
        const outcome = await deps.orders.place(params.courseId, body.country, { actor: context.actor!, requestId: context.requestId }, body.couponCode);
        const { state } = outcome;
        const status = statusOf(state)!;
        const checkout =
          status === 'paid'
            ? null
            : await provider.startCheckout({
                orderId: outcome.orderId,
                courseId: params.courseId,
                courseTitle: outcome.courseTitle,
                amount: state.pricing!.total,
                currency: state.currency as 'USD' | 'EUR' | 'GBP',
                ...returnPaths(params.courseId, outcome.orderId),
                ...(await destinationOf(state)),
              });
        return { status: outcome.changed ? 201 : 200, body: { orderId: outcome.orderId, status, checkoutUrl: checkout?.checkoutUrl ?? null } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/orders/:orderId',
      summary: 'One of the buyer\'s orders: its status and whether the enrolment has followed the payment',
      tags,
      access: 'user',
      params: OrderParams,
      responses: { 200: { description: 'The order', schema: OrderResponse } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const state = await deps.orders.load(params.orderId);
        // Someone else's order is answered as none at all, so order ids reveal nothing.
        if (state.status === 'none' || (state.buyerId !== actor.userId && actor.role !== 'admin')) throw orderNotFound(params.orderId);
        const standing = await deps.access.standing(state.courseId, state.buyerId);
        return { status: 200, body: orderView(state, standing?.title ?? '', standing?.isEnrolled ?? false) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/orders/:orderId/refund',
      summary: 'Refund a paid order in full: its buyer under the refund policy, the course\'s creator or an admin at any time',
      description:
        `A buyer may ask within ${refundPolicy.windowDays} days of the payment while under ${refundPolicy.maxLessonsFinishedPercent} % of the lessons are finished. ` +
        'The refund ends the buyer\'s enrolment. Refunding a refunded order again changes nothing (200, changed false). ' +
        'The reason, when given, is kept in the server\'s log of the request, not in the order.',
      tags,
      access: 'user',
      params: OrderParams,
      body: RefundOrderRequest,
      responses: {
        200: { description: 'Refunded (changed is false when it was refunded already)', schema: RefundOrderResponse },
        409: { description: 'Not paid, or beyond the refund policy for its buyer' },
        503: { description: 'No payment provider takes payments on this server' },
      },
      async handle({ params, body, context }) {
        if (!deps.provider) throw noProvider();
        const outcome = await deps.orders.refund(params.orderId, context.actor!, deps.provider, context.requestId);
        if (outcome.changed) context.logger.info({ orderId: params.orderId, refundReasonText: body.reason ?? null }, 'order refunded');
        if (outcome.checkpoint) await deps.purchasesCaughtUp(outcome.checkpoint);
        return { status: 200, body: { orderId: params.orderId, status: 'refunded', refundId: outcome.state.refundId!, changed: outcome.changed } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/me/purchases',
      summary: 'The courses the signed-in user bought, refunded or not, and whether each may still be refunded',
      tags,
      access: 'user',
      responses: { 200: { description: 'The purchases, newest first', schema: PurchasesResponse } },
      async handle({ context }) {
        const buyerId = context.actor!.userId;
        const now = deps.clock();
        const purchases = await getBuyerPurchases(deps.db, buyerId);
        const views = await Promise.all(
          purchases.map(async (purchase) => {
            const [standing, progress] = await Promise.all([deps.access.standing(purchase.courseId, buyerId), deps.orders.progressOf(buyerId, purchase.courseId)]);
            return purchaseView(purchase, standing?.title ?? '', progress, now);
          }),
        );
        return { status: 200, body: { purchases: views, policy: { ...refundPolicy } } };
      },
    }),
  ];
}
