import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';
import { currencies } from '../courses/course-options.js';
import { trialTiers } from '../billing/plan-subscription.events.js';

/**
 * A coupon's code as it is stored: upper case, so that "spring25" and "SPRING25" are one coupon. Letters, digits and
 * dashes, 4 to 24 of them, starting with a letter or digit: short enough to type, long enough not to be guessed at once.
 */
export const CouponCode = z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,23}$/, 'Expected 4 to 24 letters, digits or dashes');

/** One stream per coupon, named by its code: `coupon-<CODE>`, so a code is taken once, by the first "no stream" append. */
export const couponStreamId = (code: string): string => streamId('coupon', code);

/** A percentage off (1 to 100), or a fixed amount off in minor units of one currency. */
export const CouponDiscount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('fixed'), amount: z.number().int().min(1), currency: z.enum(currencies) }),
]);
export type CouponDiscount = z.infer<typeof CouponDiscount>;

/** The paid plans a plan coupon may discount. */
export const couponPlanTiers = trialTiers;

/**
 * What a coupon may be used for: one course, every course of one creator, or one plan's subscription (applied by
 * plan subscriptions; a course order never takes it).
 */
export const CouponScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), courseId: EntityId, creatorId: EntityId }),
  z.object({ kind: z.literal('creator'), creatorId: EntityId }),
  z.object({ kind: z.literal('plan'), tier: z.enum(couponPlanTiers) }),
]);
export type CouponScope = z.infer<typeof CouponScope>;

/** A creator (for their own courses) or an admin made a coupon. The limits are frozen here with the code. */
export const CouponCreated = defineEvent({
  type: 'CouponCreated',
  schema: z.object({
    code: CouponCode,
    createdBy: EntityId,
    discount: CouponDiscount,
    scope: CouponScope,
    /** After this instant the coupon takes no new order; null for never. */
    expiresAt: z.iso.datetime().nullable(),
    /** How many orders may use it in all; null for no limit. */
    maxRedemptions: z.number().int().min(1).nullable(),
    /** Whether one customer may use it on one order only. */
    oncePerCustomer: z.boolean(),
  }),
});

/**
 * An order placed with the coupon holds one of its uses until the order is paid (then redeemed), declined (then
 * released) or left unpaid past `heldUntil` (then the use counts no more).
 */
export const CouponRedemptionReserved = defineEvent({
  type: 'CouponRedemptionReserved',
  schema: z.object({ code: CouponCode, orderId: EntityId, buyerId: EntityId, heldUntil: z.iso.datetime() }),
});

/** An order's hold on a use was given back: its payment was declined, or the order was placed again without the coupon. */
export const CouponRedemptionReleased = defineEvent({
  type: 'CouponRedemptionReleased',
  schema: z.object({ code: CouponCode, orderId: EntityId, reason: z.enum(['declined', 'replaced']) }),
});

/** The order that held a use was paid: the use is spent for good. */
export const CouponRedeemed = defineEvent({
  type: 'CouponRedeemed',
  schema: z.object({ code: CouponCode, orderId: EntityId, buyerId: EntityId }),
});

/** Its creator (or an admin) stopped the coupon: no new order takes it; orders already holding a use keep it. */
export const CouponDisabled = defineEvent({
  type: 'CouponDisabled',
  schema: z.object({ code: CouponCode, disabledBy: EntityId }),
});

export const couponEvents = [CouponCreated, CouponRedemptionReserved, CouponRedemptionReleased, CouponRedeemed, CouponDisabled] as const;
