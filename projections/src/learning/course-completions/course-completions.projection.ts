import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const COURSE_COMPLETIONS = 'course_completions_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, COURSE_COMPLETIONS)} (
      learner_id text NOT NULL,
      course_id text NOT NULL,
      course_version integer NOT NULL,
      completed_at timestamptz NOT NULL,
      PRIMARY KEY (learner_id, course_id)
    )
  `.execute(db);
}

/** Which courses each learner has finished (every lesson completed, every quiz passed), and when. */
export const courseCompletionsProjection: Projection<PathwiseEvent> = {
  name: 'course-completions',
  version: 1,
  eventTypes: ['CourseCompleted'],
  tables: [COURSE_COMPLETIONS],
  createTables,
  async apply(events, { transaction, schema }) {
    for (const event of events) {
      if (event.type !== 'CourseCompleted') continue;
      const { learnerId, courseId, courseVersion } = event.data;
      await sql`
        INSERT INTO ${sql.id(schema, COURSE_COMPLETIONS)} (learner_id, course_id, course_version, completed_at)
        VALUES (${learnerId}, ${courseId}, ${courseVersion}, ${event.recordedAt})
        ON CONFLICT (learner_id, course_id) DO NOTHING
      `.execute(transaction);
    }
  },
};
