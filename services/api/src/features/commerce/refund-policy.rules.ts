import { refundPolicy } from '@pathwise/contracts';
import type { RefundReason, Role } from '@pathwise/event-schemas';
import { orderNotFound, refundWindowClosed, tooMuchOfTheCourseFinished } from './commerce.errors.js';

const DAY_MS = 86_400_000;

/** Who asks for a refund. */
export interface RefundAsker {
  readonly userId: string;
  readonly role: Role;
}

/** The paid order, as the rules need it. */
export interface RefundableOrder {
  readonly orderId: string;
  readonly buyerId: string;
  readonly creatorId: string;
  readonly paidAt: Date;
}

/** How far the buyer got in the course: lessons finished of the published lessons. */
export interface LearnerProgress {
  readonly lessonsCompleted: number;
  readonly lessonCount: number;
}

export type LearnerRefundEligibility =
  | { readonly eligible: true; readonly until: Date }
  | { readonly eligible: false; readonly until: Date; readonly because: 'window_closed' | 'too_much_finished' };

/** The buyer, the course's creator and admins: the only ones an order exists for. */
export const isPartyToOrder = (asker: RefundAsker, order: { readonly buyerId: string; readonly creatorId: string }): boolean =>
  asker.role === 'admin' || asker.userId === order.buyerId || asker.userId === order.creatorId;

/** The last moment a learner may ask: the window's days after the payment. */
export const refundWindowEnd = (paidAt: Date): Date => new Date(paidAt.getTime() + refundPolicy.windowDays * DAY_MS);

/** Under the threshold, in whole numbers: 2 of 7 lessons (28.6 %) is under 30 %, 3 of 10 is not. */
const underThreshold = ({ lessonsCompleted, lessonCount }: LearnerProgress): boolean =>
  lessonsCompleted * 100 < refundPolicy.maxLessonsFinishedPercent * Math.max(lessonCount, 1);

/** Whether the buyer may still ask for their money back, and until when: what the purchases list shows. */
export function learnerRefundEligibility(paidAt: Date, progress: LearnerProgress, now: Date): LearnerRefundEligibility {
  const until = refundWindowEnd(paidAt);
  if (now.getTime() > until.getTime()) return { eligible: false, until, because: 'window_closed' };
  if (!underThreshold(progress)) return { eligible: false, until, because: 'too_much_finished' };
  return { eligible: true, until };
}

/**
 * In which right the asker refunds this order, or the refusal. Admins refund any order and a course's creator any
 * order of their course, at any time; the buyer theirs, under the policy's window and threshold. Anyone else is
 * told there is no such order, so order ids reveal nothing.
 */
export function refundReasonFor(asker: RefundAsker, order: RefundableOrder, progress: LearnerProgress, now: Date): RefundReason {
  if (asker.role === 'admin') return 'admin';
  if (asker.userId === order.creatorId) return 'creator';
  if (asker.userId !== order.buyerId) throw orderNotFound(order.orderId);
  const eligibility = learnerRefundEligibility(order.paidAt, progress, now);
  if (eligibility.eligible) return 'learner_request';
  if (eligibility.because === 'window_closed') throw refundWindowClosed(refundPolicy.windowDays, order.paidAt.toISOString().slice(0, 10));
  throw tooMuchOfTheCourseFinished(refundPolicy.maxLessonsFinishedPercent, progress.lessonsCompleted, progress.lessonCount);
}
