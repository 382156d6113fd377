import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const PLACEMENT_RESULTS = 'placement_results_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLACEMENT_RESULTS)} (
      test_id text PRIMARY KEY,
      learner_id text NOT NULL,
      course_id text NOT NULL,
      mastered_skill_ids jsonb NOT NULL,
      skipped_lesson_ids jsonb NOT NULL,
      completed_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS placement_results_v1_learner ON ${sql.id(schema, PLACEMENT_RESULTS)} (learner_id, course_id, completed_at)`.execute(db);
}

/** Each completed placement test: which skills it found mastered and which lessons the learner may skip. */
export const placementResultsProjection: Projection<PathwiseEvent> = {
  name: 'placement-results',
  version: 1,
  eventTypes: ['PlacementTestCompleted'],
  tables: [PLACEMENT_RESULTS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, PLACEMENT_RESULTS);
    for (const event of events) {
      if (event.type !== 'PlacementTestCompleted') continue;
      const data = event.data;
      await sql`
        INSERT INTO ${table} (test_id, learner_id, course_id, mastered_skill_ids, skipped_lesson_ids, completed_at)
        VALUES (${data.testId}, ${data.learnerId}, ${data.courseId}, ${JSON.stringify(data.masteredSkillIds)}::jsonb,
                ${JSON.stringify(data.skippedLessonIds)}::jsonb, ${data.completedAt})
        ON CONFLICT (test_id) DO NOTHING
      `.execute(transaction);
    }
  },
};
