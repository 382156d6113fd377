import { CouponCode, CouponDiscount, EntityId as Id, couponPlanTiers, currencies } from '@pathwise/event-schemas';
import { z } from 'zod';
import { TypedCouponCode } from './commerce.contracts.js';

/** What a coupon may be used for, as its maker asks: one course, all their own courses, or one plan (admins only). */
export const CouponScopeRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), courseId: Id }).strict(),
  z.object({ kind: z.literal('creator') }).strict(),
  z.object({ kind: z.literal('plan'), tier: z.enum(couponPlanTiers) }).strict(),
]);

/** A percentage off (1 to 100), or an amount off in minor units of one currency; nothing else is read. */
export const CouponDiscountRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(1).max(100) }).strict(),
  z.object({ kind: z.literal('fixed'), amount: z.number().int().min(1).max(100_000_000), currency: z.enum(currencies) }).strict(),
]);

export const CreateCouponRequest = z
  .object({
    code: TypedCouponCode,
    discount: CouponDiscountRequest,
    scope: CouponScopeRequest,
    /** When the coupon stops taking orders; null or absent for never. Must be in the future. */
    expiresAt: z.iso.datetime().nullable().optional(),
    /** How many orders may use it in all; null or absent for no limit. */
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullable().optional(),
    oncePerCustomer: z.boolean().optional(),
  })
  .strict();
export type CreateCouponRequest = z.input<typeof CreateCouponRequest>;

export const CouponParams = z.object({ code: TypedCouponCode }).strict();

export const CouponResponse = z.object({
  code: CouponCode,
  discount: CouponDiscount,
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('course'), courseId: z.string(), courseTitle: z.string() }),
    z.object({ kind: z.literal('creator') }),
    z.object({ kind: z.literal('plan'), tier: z.enum(couponPlanTiers) }),
  ]),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  /** Orders paid with it. */
  redeemed: z.number().int(),
  /** Orders holding a use while they wait for their payment. */
  held: z.number().int(),
  status: z.enum(['active', 'disabled', 'expired', 'used_up']),
  createdAt: z.string(),
});
export type CouponResponse = z.infer<typeof CouponResponse>;

export const CouponListResponse = z.object({ coupons: z.array(CouponResponse) });
export type CouponListResponse = z.infer<typeof CouponListResponse>;
