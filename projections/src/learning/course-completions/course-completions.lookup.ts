import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { COURSE_COMPLETIONS } from './course-completions.projection.js';

/**
 * When a learner finished each course they finished. The lookup other read models' answers ask (My Courses, the
 * player) instead of joining this table, so that each read model may be stored where it suits.
 */
export async function getCourseCompletions(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<Map<string, Date>> {
  const { rows } = await sql<{ course_id: string; completed_at: Date }>`
    SELECT course_id, completed_at FROM ${sql.id(schema, COURSE_COMPLETIONS)} WHERE learner_id = ${learnerId}
  `.execute(db);
  return new Map(rows.map((row) => [row.course_id, row.completed_at]));
}

/** When each learner who finished a course finished it: a course's reports ask it beside their own read models. */
export async function getCompletionsOfCourse(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<Map<string, Date>> {
  const { rows } = await sql<{ learner_id: string; completed_at: Date }>`
    SELECT learner_id, completed_at FROM ${sql.id(schema, COURSE_COMPLETIONS)} WHERE course_id = ${courseId}
  `.execute(db);
  return new Map(rows.map((row) => [row.learner_id, row.completed_at]));
}
