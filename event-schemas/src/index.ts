/**
 * The contract of the event log: every event type Pathwise stores, as a versioned zod schema with its
 * upcasters, plus the one helper that names streams. Depends on nothing of ours.
 */
import { EventRegistry } from './kernel/event-registry.js';
import type { EventsOf } from './kernel/define-event.js';
import { accountEvents } from './identity/account.events.js';
import { courseEvents } from './courses/course.events.js';
import { aiDraftEvents } from './courses/ai-draft.events.js';
import { coAuthorInvitationEvents } from './courses/co-author-invitation.events.js';
import { lessonDocumentEvents } from './courses/lesson-document.events.js';
import { courseReviewEvents } from './courses/course-review.events.js';
import { leadEvents } from './leads/lead.events.js';
import { npsSurveyEvents } from './nps/nps-survey.events.js';
import { learningEvents } from './learning/learning-event.events.js';
import { enrolmentEvents } from './learning/enrolment.events.js';
import { courseCompletionEvents } from './learning/course-completion.events.js';
import { quizAttemptEvents } from './assessment/quiz-attempt.events.js';
import { practiceAnswerEvents } from './assessment/practice-answer.events.js';
import { placementTestEvents } from './placement/placement-test.events.js';
import { forumThreadEvents } from './forum/forum-thread.events.js';
import { notificationEvents } from './notifications/notification.events.js';
import { whiteLabelEvents } from './white-label/white-label.events.js';
import { materialEvents } from './materials/material.events.js';
import { masteryEvents } from './adaptive/mastery.events.js';
import { calibrationEvents } from './adaptive/calibration.events.js';
import { xpEvents } from './gamification/xp.events.js';
import { achievementEvents } from './gamification/achievement.events.js';
import { progressEvents } from './gamification/progress.events.js';
import { rewardEvents } from './gamification/reward.events.js';
import { leaderboardEvents } from './leaderboards/leaderboard.events.js';
import { planSubscriptionEvents } from './billing/plan-subscription.events.js';
import { orderEvents } from './commerce/order.events.js';
import { payoutEvents } from './commerce/payout.events.js';
import { couponEvents } from './commerce/coupon.events.js';
import { receiptEvents } from './commerce/receipt.events.js';
import { certificateEvents } from './certificates/certificate.events.js';
import { courseNarrationEvents } from './narration/course-narration.events.js';

export * from './kernel/define-event.js';
export * from './kernel/event-registry.js';
export * from './kernel/stream-id.js';
export * from './kernel/ids.js';
export * from './ai-studio/ai-tasks.js';
export * from './identity/account.events.js';
export * from './courses/course.events.js';
export * from './courses/ai-draft.events.js';
export * from './courses/co-author-invitation.events.js';
export * from './courses/lesson-document.events.js';
export * from './courses/course-review-limits.js';
export * from './courses/course-review.events.js';
export * from './learning/learning-event.events.js';
export * from './learning/enrolment.events.js';
export * from './learning/course-completion.events.js';
export * from './assessment/quiz-attempt.events.js';
export * from './assessment/practice-answer.events.js';
export * from './placement/placement-test.events.js';
export * from './leads/lead.events.js';
export * from './nps/nps-survey.events.js';
export * from './forum/forum-thread.events.js';
export * from './notifications/notification.events.js';
export * from './white-label/white-label.events.js';
export * from './materials/material.events.js';
export * from './adaptive/mastery.events.js';
export * from './adaptive/calibration.events.js';
export * from './gamification/xp.events.js';
export * from './gamification/achievement.events.js';
export * from './gamification/progress.events.js';
export * from './gamification/reward.events.js';
export * from './leaderboards/leaderboard.events.js';
export * from './billing/plan-subscription.events.js';
export * from './commerce/order.events.js';
export * from './commerce/payout.events.js';
export * from './commerce/coupon.events.js';
export * from './commerce/receipt.events.js';
export * from './certificates/certificate.events.js';
export * from './narration/course-narration.events.js';

/**
 * Every event type by the domain it belongs to (its folder here). Consumers outside the platform see the same split:
 * the event stream's relay publishes each domain to a topic of its own.
 */
export const pathwiseEventsByDomain = {
  identity: accountEvents,
  courses: [...courseEvents, ...aiDraftEvents, ...coAuthorInvitationEvents, ...lessonDocumentEvents, ...courseReviewEvents],
  learning: [...learningEvents, ...enrolmentEvents, ...courseCompletionEvents],
  assessment: [...quizAttemptEvents, ...practiceAnswerEvents],
  placement: placementTestEvents,
  leads: leadEvents,
  nps: npsSurveyEvents,
  forum: forumThreadEvents,
  notifications: notificationEvents,
  'white-label': whiteLabelEvents,
  materials: materialEvents,
  adaptive: [...masteryEvents, ...calibrationEvents],
  gamification: [...xpEvents, ...achievementEvents, ...progressEvents, ...rewardEvents],
  leaderboards: leaderboardEvents,
  billing: planSubscriptionEvents,
  commerce: [...orderEvents, ...payoutEvents, ...couponEvents, ...receiptEvents],
  certificates: certificateEvents,
  narration: courseNarrationEvents,
} as const;
export type PathwiseEventDomain = keyof typeof pathwiseEventsByDomain;

export const pathwiseEventDefinitions = Object.values(pathwiseEventsByDomain).flat();

/** Every event Pathwise stores, as a discriminated union on `type`. */
export type PathwiseEvent = EventsOf<typeof pathwiseEventDefinitions>;
export type PathwiseEventType = PathwiseEvent['type'];

export const pathwiseEvents = new EventRegistry(pathwiseEventDefinitions);
