import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { LEARNER_LESSON_COMPLETIONS } from './learner-activity.projection.js';

/**
 * How many lessons a learner has completed in each course they completed any in. The lookup other read models'
 * queries use for a learner's progress: they ask it after reading their own tables instead of joining the learner
 * activity, so that no read model depends on where another one is stored. It reads the live activity even for a
 * query on a snapshot or a rebuild: progress is not part of the asking read model.
 */
export async function getCompletedLessonCounts(db: Executor, learnerId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ course_id: string; lessons: number }>`
    SELECT course_id, count(*)::int AS lessons FROM ${sql.id(LIVE_SCHEMA, LEARNER_LESSON_COMPLETIONS)}
    WHERE learner_id = ${learnerId}
    GROUP BY course_id
  `.execute(db);
  return new Map(rows.map((row) => [row.course_id, row.lessons]));
}
