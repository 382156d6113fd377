import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const COURSE_REVIEWS = 'course_reviews_v1';
export const COURSE_RATINGS = 'course_ratings_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, COURSE_REVIEWS)} (
      course_id text NOT NULL,
      learner_id text NOT NULL,
      rating integer NOT NULL,
      review text,
      rated_at timestamptz NOT NULL,
      position bigint NOT NULL,
      reply text,
      replied_at timestamptz,
      reply_edited_at timestamptz,
      PRIMARY KEY (course_id, learner_id)
    )
  `.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS course_reviews_v1_newest ON ${sql.id(schema, COURSE_REVIEWS)} (course_id, position DESC)
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, COURSE_RATINGS)} (
      course_id text PRIMARY KEY,
      rating_count integer NOT NULL,
      rating_sum integer NOT NULL
    )
  `.execute(db);
}

type ReviewEvent = Extract<StoredEvent<PathwiseEvent>, { type: 'CourseRated' | 'CourseRatingWithdrawn' | 'CourseReviewReplied' | 'CourseReviewReplyEdited' }>;

/** The course's count and sum restated from its reviews, so that a change or a withdrawal needs no earlier rating. */
async function restateRating(db: Executor, schema: string, courseId: string): Promise<void> {
  const reviews = sql.id(schema, COURSE_REVIEWS);
  await sql`
    INSERT INTO ${sql.id(schema, COURSE_RATINGS)} (course_id, rating_count, rating_sum)
    SELECT ${courseId}, count(*)::int, coalesce(sum(rating), 0)::int FROM ${reviews} WHERE course_id = ${courseId}
    ON CONFLICT (course_id) DO UPDATE SET rating_count = excluded.rating_count, rating_sum = excluded.rating_sum
  `.execute(db);
}

/** One event, applied as the log orders it; every statement is safe to repeat, so a replay changes nothing. */
async function applyOne(db: Executor, schema: string, event: ReviewEvent): Promise<void> {
  const reviews = sql.id(schema, COURSE_REVIEWS);
  const { courseId, learnerId } = event.data;
  const at = event.recordedAt.toISOString();
  switch (event.type) {
    case 'CourseRated':
      // A changed rating is news again: it moves to the top of the list, with any reply kept beside it.
      await sql`
        INSERT INTO ${reviews} (course_id, learner_id, rating, review, rated_at, position)
        VALUES (${courseId}, ${learnerId}, ${event.data.rating}, ${event.data.review}, ${at}, ${event.position.toString()})
        ON CONFLICT (course_id, learner_id) DO UPDATE
        SET rating = excluded.rating, review = excluded.review, rated_at = excluded.rated_at, position = excluded.position
      `.execute(db);
      return restateRating(db, schema, courseId);
    case 'CourseRatingWithdrawn':
      await sql`DELETE FROM ${reviews} WHERE course_id = ${courseId} AND learner_id = ${learnerId}`.execute(db);
      return restateRating(db, schema, courseId);
    case 'CourseReviewReplied':
      await sql`
        UPDATE ${reviews} SET reply = ${event.data.reply}, replied_at = ${at}, reply_edited_at = null
        WHERE course_id = ${courseId} AND learner_id = ${learnerId}
      `.execute(db);
      return;
    case 'CourseReviewReplyEdited':
      await sql`
        UPDATE ${reviews} SET reply = ${event.data.reply}, reply_edited_at = ${at}
        WHERE course_id = ${courseId} AND learner_id = ${learnerId}
      `.execute(db);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`course reviews projection: unexpected ${(unknown as ReviewEvent).type}`);
    }
  }
}

const reviewEventTypes = ['CourseRated', 'CourseRatingWithdrawn', 'CourseReviewReplied', 'CourseReviewReplyEdited'] as const;
const isReviewEvent = (event: StoredEvent<PathwiseEvent>): event is ReviewEvent => (reviewEventTypes as readonly string[]).includes(event.type);

/**
 * What learners who finished a course think of it: each course's rating (count and sum, for the average on cards and
 * the course page) and its reviews with the creator's replies, newest first.
 */
export const courseReviewsProjection: Projection<PathwiseEvent> = {
  name: 'course-reviews',
  version: 1,
  eventTypes: [...reviewEventTypes],
  tables: [COURSE_REVIEWS, COURSE_RATINGS],
  createTables,
  async apply(events, { transaction, schema }) {
    for (const event of events) {
      if (isReviewEvent(event)) await applyOne(transaction, schema, event);
    }
  },
};
