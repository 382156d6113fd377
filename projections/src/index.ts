/**
 * The read side: projections that fold the log into tables named after the questions they answer, the runner that
 * keeps them live, and rebuilds that replace them without downtime or build them as of any moment.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import { accountsProjection } from './accounts/accounts.projection.js';
import { courseCatalogueProjection } from './course-catalogue/course-catalogue.projection.js';
import { leadsProjection } from './leads/leads.projection.js';
import { quizAttemptsProjection } from './quiz-attempts/quiz-attempts.projection.js';
import { materialsProjection } from './materials/materials.projection.js';
import { learnerActivityProjection } from './learner-activity/learner-activity.projection.js';
import { platformOverviewProjection } from './platform-overview/platform-overview.projection.js';
import { forumProjection } from './forum/forum.projection.js';
import { inboxProjection } from './inbox/inbox.projection.js';
import { leaderboardsProjection } from './leaderboards/leaderboards.projection.js';
import { placementResultsProjection } from './placement-results/placement-results.projection.js';
import { gamificationStatsProjection } from './gamification-stats/gamification-stats.projection.js';
import { learnerProfileProjection } from './learner-profile/learner-profile.projection.js';
import type { Projection } from './runner/projection.js';

export * from './runner/projection.js';
export * from './runner/projection-runner.js';
export * from './runner/rebuild.js';
export * from './learner-activity/learner-activity.projection.js';
export * from './learner-activity/learner-activity.queries.js';
export * from './platform-overview/platform-overview.projection.js';
export * from './platform-overview/platform-overview.queries.js';
export * from './accounts/accounts.projection.js';
export * from './accounts/accounts.queries.js';
export * from './leads/leads.projection.js';
export * from './leads/leads.queries.js';
export * from './forum/forum.projection.js';
export * from './forum/forum.queries.js';
export * from './inbox/inbox.projection.js';
export * from './inbox/inbox.queries.js';
export * from './course-catalogue/course-catalogue.projection.js';
export * from './course-catalogue/course-catalogue.queries.js';
export * from './quiz-attempts/quiz-attempts.projection.js';
export * from './quiz-attempts/quiz-attempts.queries.js';
export * from './materials/materials.projection.js';
export * from './materials/materials.queries.js';
export * from './leaderboards/leaderboard-boards.js';
export * from './leaderboards/leaderboard-reader.js';
export * from './leaderboards/leaderboards.projection.js';
export * from './leaderboards/leaderboards.queries.js';
export * from './leaderboards/redis-leaderboards.js';
export * from './leaderboards/redis-leaderboards.runner.js';
export * from './placement-results/placement-results.projection.js';
export * from './placement-results/placement-results.queries.js';
export * from './gamification-stats/gamification-stats.projection.js';
export * from './gamification-stats/gamification-stats.queries.js';
export * from './learner-profile/learner-profile.fold.js';
export * from './learner-profile/learner-study.js';
export * from './learner-profile/learner-profile.projection.js';
export * from './learner-profile/learner-profile.queries.js';

/** Every projection the platform keeps live. */
export const allProjections: readonly Projection<PathwiseEvent>[] = [
  learnerActivityProjection,
  platformOverviewProjection,
  accountsProjection,
  leadsProjection,
  forumProjection,
  inboxProjection,
  courseCatalogueProjection,
  quizAttemptsProjection,
  materialsProjection,
  leaderboardsProjection,
  placementResultsProjection,
  gamificationStatsProjection,
  learnerProfileProjection,
];
