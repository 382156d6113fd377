import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../runner/projection.js';
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
