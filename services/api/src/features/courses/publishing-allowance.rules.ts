import { planOf } from '@pathwise/contracts';
import type { SubscriptionTier } from '@pathwise/event-schemas';
import { DomainError } from '../../kernel/domain-error.js';

/**
 * Refuses to make one more course live when the creator's plan already has its most published courses live.
 * Archived courses do not count: archiving one makes room, which the refusal says.
 */
export function refusePublishingBeyondPlan(tier: SubscriptionTier, coursesLive: number): void {
  const limit = planOf(tier).publishedCourseLimit;
  if (limit === null || coursesLive < limit) return;
  throw DomainError.planLimit(
    `Your plan's limit of published courses is reached (${coursesLive} of ${limit}): archive a published course, or move to a plan that allows more.`,
  );
}
