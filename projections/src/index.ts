/**
 * The read side: projections that fold the log into tables named after the questions they answer, the runner that
 * keeps them live, and rebuilds that replace them without downtime or build them as of any moment.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import { accountDirectoryProjection } from './identity/account-directory/account-directory.projection.js';
import { aiCreditGrantsProjection } from './identity/ai-credit-grants/ai-credit-grants.projection.js';
import { runningTrialsProjection } from './billing/running-trials/running-trials.projection.js';
import { planRenewalsProjection } from './billing/plan-renewals/plan-renewals.projection.js';
import { planInvoicesProjection } from './billing/plan-invoices/plan-invoices.projection.js';
import { courseCatalogueProjection } from './courses/course-catalogue/course-catalogue.projection.js';
import { courseReviewsProjection } from './courses/course-reviews/course-reviews.projection.js';
import { leadListProjection } from './leads/lead-list/lead-list.projection.js';
import { npsSurveyProjection } from './nps/nps-survey/nps-survey.projection.js';
import { quizAttemptsProjection } from './assessment/quiz-attempts/quiz-attempts.projection.js';
import { materialLibraryProjection } from './materials/material-library/material-library.projection.js';
import { learnerActivityProjection } from './learning/learner-activity/learner-activity.projection.js';
import { courseCompletionsProjection } from './learning/course-completions/course-completions.projection.js';
import { platformOverviewProjection } from './platform/platform-overview/platform-overview.projection.js';
import { platformPulseProjection } from './platform/platform-pulse/platform-pulse.projection.js';
import { forumProjection } from './forum/forum-threads/forum-threads.projection.js';
import { inboxProjection } from './notifications/inbox/inbox.projection.js';
import { leaderboardsProjection } from './leaderboards/board-rankings/board-rankings.projection.js';
import { placementResultsProjection } from './placement/placement-results/placement-results.projection.js';
import { gamificationStatsProjection } from './gamification/gamification-stats/gamification-stats.projection.js';
import { learnerProfileProjection } from './adaptive/learner-profile/learner-profile.projection.js';
import { revenueLedgerProjection } from './commerce/revenue-ledger/revenue-ledger.projection.js';
import { creatorPayoutsProjection } from './commerce/creator-payouts/creator-payouts.projection.js';
import { buyerPurchasesProjection } from './commerce/buyer-purchases/buyer-purchases.projection.js';
import { issuedCertificatesProjection } from './certificates/issued-certificates/issued-certificates.projection.js';
import { couponListProjection } from './commerce/coupon-list/coupon-list.projection.js';
import { creatorSalesProjection } from './commerce/creator-sales/creator-sales.projection.js';
import type { Projection } from './runner/projection.js';

export * from './runner/projection.js';
export * from './runner/projection-runner.js';
export * from './runner/rebuild.js';
export * from './learning/learner-activity/learner-activity.projection.js';
export * from './learning/learner-activity/learner-activity.queries.js';
export * from './learning/learner-activity/completed-lesson-counts.lookup.js';
export * from './learning/learner-activity/course-progress.queries.js';
export * from './learning/course-completions/course-completions.projection.js';
export * from './learning/course-completions/course-completions.lookup.js';
export * from './platform/platform-overview/platform-overview.projection.js';
export * from './platform/platform-overview/platform-overview.queries.js';
export * from './platform/platform-pulse/platform-pulse.projection.js';
export * from './platform/platform-pulse/platform-pulse.queries.js';
export * from './identity/account-directory/account-directory.projection.js';
export * from './identity/account-directory/account-directory.queries.js';
export * from './identity/account-directory/display-names.lookup.js';
export * from './identity/ai-credit-grants/ai-credit-grants.projection.js';
export * from './identity/ai-credit-grants/ai-credit-grants.queries.js';
export * from './billing/running-trials/running-trials.projection.js';
export * from './billing/running-trials/running-trials.queries.js';
export * from './billing/plan-renewals/plan-renewals.projection.js';
export * from './billing/plan-renewals/plan-renewals.queries.js';
export * from './billing/plan-invoices/plan-invoices.projection.js';
export * from './billing/plan-invoices/plan-invoices.queries.js';
export * from './leads/lead-list/lead-list.projection.js';
export * from './leads/lead-list/lead-list.queries.js';
export * from './nps/nps-survey/nps-survey.projection.js';
export * from './nps/nps-survey/nps-survey.queries.js';
export * from './forum/forum-threads/forum-threads.projection.js';
export * from './forum/forum-threads/forum-threads.queries.js';
export * from './notifications/inbox/inbox.projection.js';
export * from './notifications/inbox/inbox.queries.js';
export * from './courses/course-catalogue/course-catalogue.projection.js';
export * from './courses/course-catalogue/course-catalogue.queries.js';
export * from './courses/course-catalogue/courses-live.queries.js';
export * from './courses/course-reviews/course-reviews.projection.js';
export * from './courses/course-reviews/course-reviews.queries.js';
export * from './courses/course-reviews/course-ratings.lookup.js';
export * from './assessment/quiz-attempts/quiz-attempts.projection.js';
export * from './assessment/quiz-attempts/quiz-attempts.queries.js';
export * from './materials/material-library/material-library.projection.js';
export * from './materials/material-library/material-library.queries.js';
export * from './leaderboards/board-rankings/board.keys.js';
export * from './leaderboards/board-rankings/leaderboard.store.js';
export * from './leaderboards/board-rankings/postgres-leaderboard.store.js';
export * from './leaderboards/board-rankings/board-rankings.projection.js';
export * from './leaderboards/board-rankings/board-rankings.queries.js';
export * from './leaderboards/board-rankings/redis-leaderboards.store.js';
export * from './leaderboards/board-rankings/redis-leaderboards.runner.js';
export * from './placement/placement-results/placement-results.projection.js';
export * from './placement/placement-results/placement-results.queries.js';
export * from './gamification/gamification-stats/gamification-stats.projection.js';
export * from './gamification/gamification-stats/gamification-stats.queries.js';
export * from './adaptive/learner-profile/learner-profile.fold.js';
export * from './adaptive/learner-profile/learner-study.fold.js';
export * from './adaptive/learner-profile/learner-profile.store.js';
export * from './adaptive/learner-profile/postgres-learner-profile.store.js';
export * from './adaptive/learner-profile/learner-profile.projection.js';
export * from './adaptive/learner-profile/learner-profile.queries.js';
export * from './commerce/revenue-ledger/ledger-transaction.fold.js';
export * from './commerce/revenue-ledger/revenue-ledger.projection.js';
export * from './commerce/revenue-ledger/revenue-ledger.queries.js';
export * from './commerce/creator-payouts/creator-payouts.projection.js';
export * from './commerce/creator-payouts/creator-payouts.queries.js';
export * from './commerce/buyer-purchases/buyer-purchases.projection.js';
export * from './commerce/buyer-purchases/buyer-purchases.queries.js';
export * from './commerce/coupon-list/coupon-list.projection.js';
export * from './commerce/coupon-list/coupon-list.queries.js';
export * from './commerce/creator-sales/creator-sales.projection.js';
export * from './commerce/creator-sales/creator-sales.queries.js';
export * from './courses/course-catalogue/course-titles.lookup.js';
export * from './certificates/issued-certificates/issued-certificates.projection.js';
export * from './certificates/issued-certificates/issued-certificates.queries.js';

/** Every projection the platform keeps live. */
export const allProjections: readonly Projection<PathwiseEvent>[] = [
  learnerActivityProjection,
  courseCompletionsProjection,
  platformOverviewProjection,
  platformPulseProjection,
  accountDirectoryProjection,
  aiCreditGrantsProjection,
  runningTrialsProjection,
  planRenewalsProjection,
  planInvoicesProjection,
  leadListProjection,
  npsSurveyProjection,
  forumProjection,
  inboxProjection,
  courseCatalogueProjection,
  courseReviewsProjection,
  quizAttemptsProjection,
  materialLibraryProjection,
  leaderboardsProjection,
  placementResultsProjection,
  gamificationStatsProjection,
  learnerProfileProjection,
  revenueLedgerProjection,
  creatorPayoutsProjection,
  buyerPurchasesProjection,
  couponListProjection,
  creatorSalesProjection,
  issuedCertificatesProjection,
];
