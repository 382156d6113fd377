import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { PLACEMENT_RESULTS } from './placement-results.projection.js';

export interface PlacementResult {
  readonly testId: string;
  readonly masteredSkillIds: string[];
  readonly skippedLessonIds: string[];
  readonly completedAt: Date;
}

/** The learner's latest completed placement test in a course, or null: the one whose skips the player honours. */
export async function getLatestPlacementResult(db: Executor, learnerId: string, courseId: string, schema = LIVE_SCHEMA): Promise<PlacementResult | null> {
  const { rows } = await sql<{ test_id: string; mastered_skill_ids: string[]; skipped_lesson_ids: string[]; completed_at: Date }>`
    SELECT test_id, mastered_skill_ids, skipped_lesson_ids, completed_at
    FROM ${sql.id(schema, PLACEMENT_RESULTS)}
    WHERE learner_id = ${learnerId} AND course_id = ${courseId}
    ORDER BY completed_at DESC, test_id
    LIMIT 1
  `.execute(db);
  const row = rows[0];
  return row
    ? { testId: row.test_id, masteredSkillIds: row.mastered_skill_ids, skippedLessonIds: row.skipped_lesson_ids, completedAt: row.completed_at }
    : null;
}
