import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const LEARNER_COURSE_ACTIVITY = 'learner_course_activity_v1';
export const LEARNER_LESSON_COMPLETIONS = 'learner_lesson_completions_v1';

/** A row of learner_course_activity_v1; the fold writes times and positions as text, the driver reads them typed. */
export interface CourseActivityRow<Time = Date, Position = bigint> {
  learner_id: string;
  course_id: string;
  lessons_started: number;
  quiz_attempts: number;
  quiz_score_total: number;
  best_quiz_score: number | null;
  time_spent_seconds: number;
  last_event_type: string;
  last_lesson_id: string | null;
  last_activity_at: Time;
  last_position: Position;
}

type ActivityFold = CourseActivityRow<string, string>;

interface CompletionFold {
  learner_id: string;
  course_id: string;
  lesson_id: string;
  first_completed_at: string;
  completions: number;
}

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEARNER_COURSE_ACTIVITY)} (
      learner_id text NOT NULL,
      course_id text NOT NULL,
      lessons_started integer NOT NULL,
      quiz_attempts integer NOT NULL,
      quiz_score_total double precision NOT NULL,
      best_quiz_score double precision,
      time_spent_seconds double precision NOT NULL,
      last_event_type text NOT NULL,
      last_lesson_id text,
      last_activity_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (learner_id, course_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEARNER_LESSON_COMPLETIONS)} (
      learner_id text NOT NULL,
      course_id text NOT NULL,
      lesson_id text NOT NULL,
      first_completed_at timestamptz NOT NULL,
      completions integer NOT NULL,
      PRIMARY KEY (learner_id, course_id, lesson_id)
    )
  `.execute(db);
}

/** Folds a page into one row per (learner, course) and per completed lesson, so a page costs two statements. */
function fold(events: readonly StoredEvent<PathwiseEvent>[]) {
  const activity = new Map<string, ActivityFold>();
  const completions = new Map<string, CompletionFold>();
  for (const event of events) {
    // Staff trying their course are not its learners: their previews stay out of every learner's figures.
    if (event.type !== 'LearningEventRecorded' || event.data.preview) continue;
    const { learnerId, courseId, lessonId, eventType, score, timeSpentSeconds } = event.data;
    const key = `${learnerId}\u0000${courseId}`;
    const row = activity.get(key) ?? {
      learner_id: learnerId,
      course_id: courseId,
      lessons_started: 0,
      quiz_attempts: 0,
      quiz_score_total: 0,
      best_quiz_score: null,
      time_spent_seconds: 0,
      last_event_type: eventType,
      last_lesson_id: lessonId,
      last_activity_at: event.data.occurredAt,
      last_position: event.position.toString(),
    };
    if (eventType === 'lesson_start') row.lessons_started += 1;
    if (eventType === 'quiz_attempt' && score !== null) {
      row.quiz_attempts += 1;
      row.quiz_score_total += score;
      row.best_quiz_score = Math.max(row.best_quiz_score ?? score, score);
    }
    row.time_spent_seconds += timeSpentSeconds;
    row.last_event_type = eventType;
    row.last_lesson_id = lessonId;
    row.last_activity_at = event.data.occurredAt;
    row.last_position = event.position.toString();
    activity.set(key, row);

    if (eventType === 'lesson_complete' && lessonId !== null) {
      const completionKey = `${key}\u0000${lessonId}`;
      const completion = completions.get(completionKey) ?? {
        learner_id: learnerId,
        course_id: courseId,
        lesson_id: lessonId,
        first_completed_at: event.data.occurredAt,
        completions: 0,
      };
      completion.completions += 1;
      completions.set(completionKey, completion);
    }
  }
  return { activity: [...activity.values()], completions: [...completions.values()] };
}

/**
 * What each learner has been doing in each course: starts, completed lessons, quiz results, time, last step.
 * Times are when the learning happened (occurredAt, bounded by the command), not when it reached the server.
 */
export const learnerActivityProjection: Projection<PathwiseEvent> = {
  name: 'learner-activity',
  version: 1,
  eventTypes: ['LearningEventRecorded'],
  tables: [LEARNER_COURSE_ACTIVITY, LEARNER_LESSON_COMPLETIONS],
  createTables,
  async apply(events, { transaction, schema }) {
    const { activity, completions } = fold(events);
    if (activity.length > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_COURSE_ACTIVITY)} AS current
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(activity)}::jsonb) AS page(
          learner_id text, course_id text, lessons_started integer, quiz_attempts integer,
          quiz_score_total double precision, best_quiz_score double precision, time_spent_seconds double precision,
          last_event_type text, last_lesson_id text, last_activity_at timestamptz, last_position bigint)
        ON CONFLICT (learner_id, course_id) DO UPDATE SET
          lessons_started = current.lessons_started + excluded.lessons_started,
          quiz_attempts = current.quiz_attempts + excluded.quiz_attempts,
          quiz_score_total = current.quiz_score_total + excluded.quiz_score_total,
          best_quiz_score = greatest(current.best_quiz_score, excluded.best_quiz_score),
          time_spent_seconds = current.time_spent_seconds + excluded.time_spent_seconds,
          last_event_type = excluded.last_event_type,
          last_lesson_id = excluded.last_lesson_id,
          last_activity_at = excluded.last_activity_at,
          last_position = excluded.last_position
      `.execute(transaction);
    }
    if (completions.length > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_LESSON_COMPLETIONS)} AS current
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(completions)}::jsonb) AS page(
          learner_id text, course_id text, lesson_id text, first_completed_at timestamptz, completions integer)
        ON CONFLICT (learner_id, course_id, lesson_id) DO UPDATE SET
          completions = current.completions + excluded.completions
      `.execute(transaction);
    }
  },
};
