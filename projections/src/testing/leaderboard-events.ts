import { randomUUID } from 'node:crypto';
import {
  courseLeaderboardStreamId,
  learnerLeaderboardStreamId,
  streamId,
  type LeaderboardAppearance,
  type PathwiseEvent,
} from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';

/** Appends what the gamification reactor would: XP for one learner, in their stats stream. */
export const awardXp = (store: EventStore<PathwiseEvent>, learnerId: string, xp: number, localDay: string, courseId: string | null = null) =>
  store.append(
    streamId('stats', learnerId),
    [{ type: 'XpAwarded', data: { learnerId, courseId, xp, source: 'lesson_completed', sourceEventId: randomUUID(), localDay } }],
    { expectedVersion: 'any' },
  );

/** Appends a learner's choice: on the boards or not, and under their alias or their display name. */
export const chooseParticipation = (store: EventStore<PathwiseEvent>, learnerId: string, participating: boolean, shownAs: LeaderboardAppearance = 'alias') =>
  store.append(learnerLeaderboardStreamId(learnerId), [{ type: 'LeaderboardParticipationChanged', data: { learnerId, participating, shownAs } }], {
    expectedVersion: 'any',
  });

export const switchCourseBoard = (store: EventStore<PathwiseEvent>, courseId: string, enabled: boolean) =>
  store.append(courseLeaderboardStreamId(courseId), [{ type: 'CourseLeaderboardSwitched', data: { courseId, enabled } }], {
    expectedVersion: 'any',
  });
