import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { LEARNER_COURSE_ACTIVITY, LEARNER_LESSON_COMPLETIONS, type CourseActivityRow } from './learner-activity.projection.js';

export interface CourseActivity {
  readonly courseId: string;
  readonly lessonsStarted: number;
  readonly lessonsCompleted: number;
  readonly quizAttempts: number;
  readonly averageQuizScore: number | null;
  readonly bestQuizScore: number | null;
  readonly timeSpentSeconds: number;
  readonly lastEventType: string;
  readonly lastLessonId: string | null;
  readonly lastActivityAt: Date;
  readonly lastPosition: bigint;
}

export interface LearnerActivity {
  readonly learnerId: string;
  readonly courses: readonly CourseActivity[];
  readonly totals: {
    readonly lessonsCompleted: number;
    readonly quizAttempts: number;
    readonly timeSpentSeconds: number;
  };
}

type ActivityRow = Omit<CourseActivityRow, 'learner_id'> & { lessons_completed: number };

/** A learner's activity per course, most recent first. `schema` reads an as-of snapshot instead of the live tables. */
export async function getLearnerActivity(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<LearnerActivity> {
  const { rows } = await sql<ActivityRow>`
    SELECT activity.course_id, activity.lessons_started, activity.quiz_attempts, activity.quiz_score_total,
           activity.best_quiz_score, activity.time_spent_seconds, activity.last_event_type, activity.last_lesson_id,
           activity.last_activity_at, activity.last_position,
           (SELECT count(*)::int FROM ${sql.id(schema, LEARNER_LESSON_COMPLETIONS)} completion
            WHERE completion.learner_id = activity.learner_id AND completion.course_id = activity.course_id) AS lessons_completed
    FROM ${sql.id(schema, LEARNER_COURSE_ACTIVITY)} activity
    WHERE activity.learner_id = ${learnerId}
    ORDER BY activity.last_activity_at DESC, activity.course_id
  `.execute(db);
  const courses = rows.map((row) => ({
    courseId: row.course_id,
    lessonsStarted: row.lessons_started,
    lessonsCompleted: row.lessons_completed,
    quizAttempts: row.quiz_attempts,
    averageQuizScore: row.quiz_attempts > 0 ? Math.round((row.quiz_score_total / row.quiz_attempts) * 10) / 10 : null,
    bestQuizScore: row.best_quiz_score,
    timeSpentSeconds: row.time_spent_seconds,
    lastEventType: row.last_event_type,
    lastLessonId: row.last_lesson_id,
    lastActivityAt: row.last_activity_at,
    lastPosition: row.last_position,
  }));
  return {
    learnerId,
    courses,
    totals: {
      lessonsCompleted: courses.reduce((sum, course) => sum + course.lessonsCompleted, 0),
      quizAttempts: courses.reduce((sum, course) => sum + course.quizAttempts, 0),
      timeSpentSeconds: courses.reduce((sum, course) => sum + course.timeSpentSeconds, 0),
    },
  };
}

/** The lessons of a course a learner has completed at least once. */
export async function getCompletedLessonIds(db: Executor, learnerId: string, courseId: string, schema = LIVE_SCHEMA): Promise<string[]> {
  const { rows } = await sql<{ lesson_id: string }>`
    SELECT lesson_id FROM ${sql.id(schema, LEARNER_LESSON_COMPLETIONS)}
    WHERE learner_id = ${learnerId} AND course_id = ${courseId}
    ORDER BY first_completed_at
  `.execute(db);
  return rows.map((row) => row.lesson_id);
}

/** When anyone last learned in each of these courses. */
export async function getLastLearningAt(db: Executor, courseIds: readonly string[], schema = LIVE_SCHEMA): Promise<Map<string, Date>> {
  if (courseIds.length === 0) return new Map();
  const { rows } = await sql<{ course_id: string; at: Date }>`
    SELECT course_id, max(last_activity_at) AS at FROM ${sql.id(schema, LEARNER_COURSE_ACTIVITY)}
    WHERE course_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(courseIds)}::jsonb))
    GROUP BY course_id
  `.execute(db);
  return new Map(rows.map((row) => [row.course_id, row.at]));
}
