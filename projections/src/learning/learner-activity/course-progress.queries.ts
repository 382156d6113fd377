import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { LEARNER_COURSE_ACTIVITY, LEARNER_LESSON_COMPLETIONS } from './learner-activity.projection.js';

/** One learner's progress in one course, as the course's progress report lists it. */
export interface LearnerProgress {
  readonly learnerId: string;
  readonly lessonsStarted: number;
  readonly lessonsCompleted: number;
  readonly quizAttempts: number;
  readonly bestQuizScore: number | null;
  readonly timeSpentSeconds: number;
  readonly lastActivityAt: Date;
}

/** Every learner who recorded learning in a course, most recently active first: a report's read, not a page's. */
export async function getCourseProgress(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<LearnerProgress[]> {
  const { rows } = await sql<{
    learner_id: string;
    lessons_started: number;
    quiz_attempts: number;
    best_quiz_score: number | null;
    time_spent_seconds: number;
    last_activity_at: Date;
    lessons_completed: number;
  }>`
    SELECT activity.learner_id, activity.lessons_started, activity.quiz_attempts, activity.best_quiz_score,
           activity.time_spent_seconds, activity.last_activity_at,
           (SELECT count(*)::int FROM ${sql.id(schema, LEARNER_LESSON_COMPLETIONS)} completion
             WHERE completion.learner_id = activity.learner_id AND completion.course_id = activity.course_id) AS lessons_completed
    FROM ${sql.id(schema, LEARNER_COURSE_ACTIVITY)} activity
    WHERE activity.course_id = ${courseId}
    ORDER BY activity.last_activity_at DESC, activity.learner_id
  `.execute(db);
  return rows.map((row) => ({
    learnerId: row.learner_id,
    lessonsStarted: row.lessons_started,
    lessonsCompleted: row.lessons_completed,
    quizAttempts: row.quiz_attempts,
    bestQuizScore: row.best_quiz_score,
    timeSpentSeconds: row.time_spent_seconds,
    lastActivityAt: new Date(row.last_activity_at),
  }));
}
