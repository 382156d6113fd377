import type { CouponDiscount, CouponScope } from '@pathwise/event-schemas';
import { shareOf } from './order-pricing.rules.js';

/** Codes are read without regard to case or the spaces around them: what is typed "spring25 " is SPRING25. */
export const normalCouponCode = (typed: string): string => typed.trim().toUpperCase();

/** How long an order placed with a coupon holds one of its uses while it waits for its payment. */
export const COUPON_HOLD_MINUTES = 60;

export const holdEnd = (now: Date): string => new Date(now.getTime() + COUPON_HOLD_MINUTES * 60_000).toISOString();

/** The course an order is for, as a coupon sees it. */
export interface CouponTarget {
  readonly courseId: string;
  readonly creatorId: string;
  readonly currency: string;
  readonly priceCents: number;
}

/** Whether a coupon's scope covers a course: its own course, any of its creator's; a plan coupon never covers one. */
export function scopeCovers(scope: CouponScope, target: CouponTarget): boolean {
  switch (scope.kind) {
    case 'course':
      return scope.courseId === target.courseId;
    case 'creator':
      return scope.creatorId === target.creatorId;
    case 'plan':
      return false;
    default: {
      const unexpected: never = scope;
      return unexpected;
    }
  }
}

/**
 * What a coupon takes off a price, in its minor units, never more than the price; null when it cannot apply (a fixed
 * amount in another currency: amounts are never converted). A percentage is rounded half up like every share.
 */
export function discountOn(discount: CouponDiscount, priceCents: number, currency: string): number | null {
  if (discount.kind === 'percent') return Math.min(priceCents, shareOf(priceCents, discount.percent * 100));
  if (discount.currency !== currency) return null;
  return Math.min(priceCents, discount.amount);
}
