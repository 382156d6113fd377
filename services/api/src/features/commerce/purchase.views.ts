import type { Purchase } from '@pathwise/contracts';
import type { BuyerPurchase } from '@pathwise/projections';
import { learnerRefundEligibility, type LearnerProgress } from './refund-policy.rules.js';

/** A purchase as its buyer reads it: with whether the refund policy still lets them ask, and until when. */
export function purchaseView(purchase: BuyerPurchase, courseTitle: string, progress: LearnerProgress, now: Date): Purchase {
  const eligibility = learnerRefundEligibility(purchase.paidAt, progress, now);
  const refunded = purchase.status === 'refunded';
  return {
    orderId: purchase.orderId,
    courseId: purchase.courseId,
    courseTitle,
    status: purchase.status,
    amounts: { currency: purchase.currency as Purchase['amounts']['currency'], total: purchase.total },
    paidAt: purchase.paidAt.toISOString(),
    refundedAt: purchase.refundedAt?.toISOString() ?? null,
    refundReason: purchase.refundReason as Purchase['refundReason'],
    refund: {
      eligible: !refunded && eligibility.eligible,
      until: eligibility.until.toISOString(),
      because: eligibility.eligible ? null : eligibility.because,
      ...progress,
    },
  };
}
