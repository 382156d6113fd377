import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { getDisplayNames } from '../../identity/account-directory/display-names.lookup.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { COURSE_REVIEWS } from './course-reviews.projection.js';

export interface CourseReviewView {
  readonly learnerId: string;
  /** Null when the learner has no display name, or erased it. */
  readonly learnerName: string | null;
  readonly rating: number;
  readonly review: string | null;
  readonly ratedAt: Date;
  readonly reply: { readonly text: string; readonly repliedAt: Date; readonly editedAt: Date | null } | null;
}

interface ReviewRow {
  learner_id: string;
  rating: number;
  review: string | null;
  rated_at: Date;
  reply: string | null;
  replied_at: Date | null;
  reply_edited_at: Date | null;
}

const viewOf = (row: ReviewRow, names: ReadonlyMap<string, string | null>): CourseReviewView => ({
  learnerId: row.learner_id,
  learnerName: names.get(row.learner_id) ?? null,
  rating: row.rating,
  review: row.review,
  ratedAt: row.rated_at,
  reply: row.reply !== null && row.replied_at !== null ? { text: row.reply, repliedAt: row.replied_at, editedAt: row.reply_edited_at } : null,
});

/** A page of a course's reviews, the latest rated first, with the creator's replies. */
export async function listCourseReviews(
  db: Executor,
  courseId: string,
  page: { page: number; pageSize: number },
  schema = LIVE_SCHEMA,
): Promise<{ reviews: CourseReviewView[]; total: number }> {
  const reviews = sql.id(schema, COURSE_REVIEWS);
  const { rows } = await sql<ReviewRow & { total: number }>`
    SELECT learner_id, rating, review, rated_at, reply, replied_at, reply_edited_at, count(*) OVER ()::int AS total
    FROM ${reviews} WHERE course_id = ${courseId}
    ORDER BY position DESC
    LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}
  `.execute(db);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.page > 1) {
    const counted = await sql<{ total: number }>`SELECT count(*)::int AS total FROM ${reviews} WHERE course_id = ${courseId}`.execute(db);
    total = counted.rows[0]?.total ?? 0;
  }
  const names = await getDisplayNames(db, rows.map((row) => row.learner_id));
  return { reviews: rows.map((row) => viewOf(row, names)), total };
}

/** One learner's own rating of a course, to change or withdraw; null when they have none. */
export async function getOwnCourseRating(
  db: Executor,
  courseId: string,
  learnerId: string,
  schema = LIVE_SCHEMA,
): Promise<{ rating: number; review: string | null } | null> {
  const { rows } = await sql<{ rating: number; review: string | null }>`
    SELECT rating, review FROM ${sql.id(schema, COURSE_REVIEWS)} WHERE course_id = ${courseId} AND learner_id = ${learnerId}
  `.execute(db);
  return rows[0] ?? null;
}
