import { z } from 'zod';
import { defineEvent, defineUpcaster } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** A learner's leaderboard choice: `leaderboard-learner.<learnerId>`, apart from the stats the reactor writes. */
export const learnerLeaderboardStreamId = (learnerId: string): string => streamId('leaderboard', `learner.${learnerId}`);
/** A course's leaderboard switch: `leaderboard-course.<courseId>`, apart from the course's versioned content. */
export const courseLeaderboardStreamId = (courseId: string): string => streamId('leaderboard', `course.${courseId}`);

/** How a listed learner appears on the boards: a generated alias (the default) or their display name. */
export const leaderboardAppearances = ['alias', 'name'] as const;
export const LeaderboardAppearance = z.enum(leaderboardAppearances);
export type LeaderboardAppearance = z.infer<typeof LeaderboardAppearance>;

const LeaderboardParticipationChangedV1 = z.object({ learnerId: EntityId, participating: z.boolean() });

/**
 * A learner chose to leave the leaderboards or come back, or to appear under their display name rather than their
 * alias. Learners with no such choice are listed under an alias (ADR 35). Version 2 added `shownAs`; a version 1
 * opt-in was consent, under ADR 14, to show the learner's name, so it is upcast to `name`.
 */
export const LeaderboardParticipationChanged = defineEvent({
  type: 'LeaderboardParticipationChanged',
  schemaVersion: 2,
  schema: LeaderboardParticipationChangedV1.extend({ shownAs: LeaderboardAppearance }),
  upcasters: [
    defineUpcaster({
      fromVersion: 1,
      from: LeaderboardParticipationChangedV1,
      upcast: (data) => ({ ...data, shownAs: data.participating ? ('name' as const) : ('alias' as const) }),
    }),
  ],
});

/** A course's creator switched its leaderboard off or back on; XP earned meanwhile still counts once it is on. */
export const CourseLeaderboardSwitched = defineEvent({
  type: 'CourseLeaderboardSwitched',
  schema: z.object({ courseId: EntityId, enabled: z.boolean() }),
});

export const leaderboardEvents = [LeaderboardParticipationChanged, CourseLeaderboardSwitched] as const;
