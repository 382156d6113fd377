import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const QUIZ_ATTEMPTS = 'quiz_attempts_v2';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, QUIZ_ATTEMPTS)} (
      attempt_id text PRIMARY KEY,
      learner_id text NOT NULL,
      course_id text NOT NULL,
      quiz_id text NOT NULL,
      course_version integer NOT NULL,
      score double precision NOT NULL,
      passed boolean NOT NULL,
      results jsonb NOT NULL,
      answers jsonb NOT NULL,
      regraded boolean NOT NULL,
      attempted_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS quiz_attempts_v2_learner ON ${sql.id(schema, QUIZ_ATTEMPTS)} (learner_id, course_id, quiz_id)`.execute(db);
}

/**
 * Each learner's graded quiz attempts with their latest grade (a regrade replaces the result, the log keeps both) and
 * the answers given, so that a past attempt shows the same feedback on the options picked as its grading did.
 * Version 2 added the answers.
 */
export const quizAttemptsProjection: Projection<PathwiseEvent> = {
  name: 'quiz-attempts',
  version: 2,
  eventTypes: ['QuizAttemptGraded', 'QuizAttemptRegraded'],
  tables: [QUIZ_ATTEMPTS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, QUIZ_ATTEMPTS);
    for (const event of events) {
      if (event.type === 'QuizAttemptGraded') {
        const data = event.data;
        await sql`
          INSERT INTO ${table} (attempt_id, learner_id, course_id, quiz_id, course_version, score, passed, results, answers, regraded, attempted_at)
          VALUES (${data.attemptId}, ${data.learnerId}, ${data.courseId}, ${data.quizId}, ${data.courseVersion}, ${data.score},
                  ${data.passed}, ${JSON.stringify(data.results)}::jsonb, ${JSON.stringify(data.answers)}::jsonb, false, ${event.recordedAt})
          ON CONFLICT (attempt_id) DO NOTHING
        `.execute(transaction);
      } else if (event.type === 'QuizAttemptRegraded') {
        await sql`
          UPDATE ${table} SET score = ${event.data.score}, passed = ${event.data.passed},
                 results = ${JSON.stringify(event.data.results)}::jsonb, regraded = true
          WHERE attempt_id = ${event.data.attemptId}
        `.execute(transaction);
      }
    }
  },
};
