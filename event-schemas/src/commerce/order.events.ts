import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';
import { subscriptionTiers } from '../identity/account.events.js';
import { currencies } from '../courses/course-options.js';

/** One stream per order: `order-<orderId>`. */
export const orderStreamId = (orderId: string): string => streamId('order', orderId);

/** Money is held in integer minor units (cents), never in floating point. */
const MinorUnits = z.number().int().min(0);

/** A rate in basis points (1/100 of a percent), so that 20 % is 2000 and rates stay integers too. */
const BasisPoints = z.number().int().min(0).max(10_000);

/** Which payment provider took the money: the built-in test provider or Stripe. */
export const paymentProviders = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const orderDeclineReasons = ['card_declined', 'confirmation_failed'] as const;
export type OrderDeclineReason = (typeof orderDeclineReasons)[number];

/**
 * A buyer asked to buy a course; every amount was computed on the server from the course's price when it was placed,
 * and the split between creator and platform is frozen here so that later changes of plan or rate never rewrite a sale.
 * Only ids: the buyer's country chose the tax rate but is not kept, as no personal data is kept in the log.
 */
export const OrderPlaced = defineEvent({
  type: 'OrderPlaced',
  schema: z.object({
    orderId: EntityId,
    buyerId: EntityId,
    courseId: EntityId,
    creatorId: EntityId,
    currency: z.enum(currencies),
    /** The course's price. */
    subtotal: MinorUnits,
    taxRateBasisPoints: BasisPoints,
    tax: MinorUnits,
    /** What the buyer pays: subtotal plus tax. */
    total: MinorUnits,
    /** The creator's plan when the order was placed, which chose the platform's fee. */
    creatorTier: z.enum(subscriptionTiers),
    platformFeeBasisPoints: BasisPoints,
    platformFee: MinorUnits,
    /**
     * The coupon the order was placed with and what it took off the price, before tax; absent on orders without one
     * (and on every order placed before coupons). Tax, the platform's fee and the total follow the discounted price.
     */
    couponCode: z.string().min(1).max(24).optional(),
    discount: MinorUnits.optional(),
    /**
     * When the order was placed, where that is not when it was recorded (history brought in from elsewhere, the
     * demo world's past sales); absent, the moment it was recorded stands.
     */
    placedAt: z.iso.datetime().optional(),
  }),
});

/** The provider confirmed the payment. `providerEventId` is the idempotency key of the delivery that said so. */
export const OrderPaid = defineEvent({
  type: 'OrderPaid',
  schema: z.object({
    orderId: EntityId,
    /** `none`: an order whose coupon left nothing to pay, paid at once without a provider. */
    provider: z.enum([...paymentProviders, 'none']),
    paymentId: z.string().min(1).max(200),
    providerEventId: z.string().min(1).max(200),
    /** What the provider kept for processing the payment, as it reported it. */
    processingFee: MinorUnits,
    /** When the provider took the payment, where that is not when it was recorded; absent, the record's moment stands. */
    paidAt: z.iso.datetime().optional(),
    /**
     * A destination charge (Stripe Connect): the provider moved the creator's share to their connected account at the
     * sale, so the platform owes them nothing for it. Absent: the platform holds the creator's earnings for a payout.
     */
    transfer: z.object({ destination: z.string().min(1).max(200), amount: MinorUnits }).optional(),
  }),
});

/** The provider refused a payment; the order stays open, so the buyer may pay again with another card. */
export const OrderDeclined = defineEvent({
  type: 'OrderDeclined',
  schema: z.object({
    orderId: EntityId,
    provider: z.enum(paymentProviders),
    providerEventId: z.string().min(1).max(200),
    reason: z.enum(orderDeclineReasons),
  }),
});

export const refundReasons = ['learner_request', 'creator', 'admin'] as const;
export type RefundReason = (typeof refundReasons)[number];

/**
 * The whole order was paid back to the buyer: the provider confirmed the refund (`refundId` is its id, the same on a
 * retry, as the provider refunds an order once). `refundedBy` is the user who asked; `reason` says in which right.
 */
export const OrderRefunded = defineEvent({
  type: 'OrderRefunded',
  schema: z.object({
    orderId: EntityId,
    refundId: z.string().min(1).max(200),
    amount: MinorUnits,
    currency: z.enum(currencies),
    refundedBy: EntityId,
    reason: z.enum(refundReasons),
    refundedAt: z.iso.datetime(),
    /** What the provider took back from the creator's connected account: the transfer of a destination charge, reversed. */
    transferReversed: MinorUnits.optional(),
  }),
});

export const orderEvents = [OrderPlaced, OrderPaid, OrderDeclined, OrderRefunded] as const;
