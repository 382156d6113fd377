import { randomUUID } from 'node:crypto';
import {
  courseLeaderboardStreamId,
  learnerLeaderboardStreamId,
  streamId,
  type LeaderboardAppearance,
  type PathwiseEvent,
} from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { sql } from 'kysely';

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

/** An opt-in as the release before aliases wrote it (schema version 1, no `shownAs`), straight into the log. */
export async function optInAsVersionOne(database: Database, learnerId: string): Promise<void> {
  const stream = learnerLeaderboardStreamId(learnerId);
  await sql`INSERT INTO event_store.streams (stream_id, version) VALUES (${stream}, 1)`.execute(database.db);
  await sql`
    INSERT INTO event_store.events (event_id, stream_id, stream_version, event_type, schema_version, data)
    VALUES (${randomUUID()}::uuid, ${stream}, 1, 'LeaderboardParticipationChanged', 1, ${JSON.stringify({ learnerId, participating: true })}::jsonb)
  `.execute(database.db);
}
