import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** A learner's leaderboard choice: `leaderboard-learner.<learnerId>`, apart from the stats the reactor writes. */
export const learnerLeaderboardStreamId = (learnerId: string): string => streamId('leaderboard', `learner.${learnerId}`);
/** A course's leaderboard switch: `leaderboard-course.<courseId>`, apart from the course's versioned content. */
export const courseLeaderboardStreamId = (courseId: string): string => streamId('leaderboard', `course.${courseId}`);

/**
 * A learner chose to appear on leaderboards, or to leave them. Learners are off the boards until they opt in:
 * a board shows a name to everyone signed in, which needs the learner's consent. Their XP counts all the same,
 * so opting in later shows everything they earned.
 */
export const LeaderboardParticipationChanged = defineEvent({
  type: 'LeaderboardParticipationChanged',
  schema: z.object({ learnerId: EntityId, participating: z.boolean() }),
});

/** A course's creator switched its leaderboard off or back on; XP earned meanwhile still counts once it is on. */
export const CourseLeaderboardSwitched = defineEvent({
  type: 'CourseLeaderboardSwitched',
  schema: z.object({ courseId: EntityId, enabled: z.boolean() }),
});

export const leaderboardEvents = [LeaderboardParticipationChanged, CourseLeaderboardSwitched] as const;
