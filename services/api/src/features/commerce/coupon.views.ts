import type { CouponResponse } from '@pathwise/contracts';
import type { CouponListEntry } from '@pathwise/projections';

/** Where a coupon stands now: stopped by its maker, past its expiry, every use spent, or still taking orders. */
export function couponStatus(entry: CouponListEntry, now: Date): CouponResponse['status'] {
  if (entry.disabled) return 'disabled';
  if (entry.expiresAt !== null && entry.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (entry.maxRedemptions !== null && entry.redeemed + entry.held >= entry.maxRedemptions) return 'used_up';
  return 'active';
}

/** A coupon as its maker reads it on the coupon page. */
export function couponView(entry: CouponListEntry, courseTitle: string, now: Date): CouponResponse {
  const { scope } = entry;
  return {
    code: entry.code,
    discount: entry.discount,
    scope: scope.kind === 'course' ? { kind: 'course', courseId: scope.courseId, courseTitle } : scope.kind === 'plan' ? { kind: 'plan', tier: scope.tier } : { kind: 'creator' },
    expiresAt: entry.expiresAt?.toISOString() ?? null,
    maxRedemptions: entry.maxRedemptions,
    oncePerCustomer: entry.oncePerCustomer,
    redeemed: entry.redeemed,
    held: entry.held,
    status: couponStatus(entry, now),
    createdAt: entry.createdAt.toISOString(),
  };
}
