import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { COURSE_RATINGS } from './course-reviews.projection.js';

/** A course's rating: the average to one decimal (null while nobody rated it) and how many rated it. */
export interface CourseRating {
  readonly average: number | null;
  readonly count: number;
}

export const NO_RATING: CourseRating = Object.freeze({ average: null, count: 0 });

/** Rounded once here, so that every card and page shows the same figure for the same course. */
const ratingOf = (count: number, sum: number): CourseRating => (count === 0 ? NO_RATING : { average: Math.round((sum / count) * 10) / 10, count });

/**
 * The ratings of these courses, the answer the catalogue's cards and the course page ask instead of joining this
 * read model's table. A course nobody rated is absent: take `NO_RATING`.
 */
export async function getCourseRatings(db: Executor, courseIds: readonly string[], schema = LIVE_SCHEMA): Promise<Map<string, CourseRating>> {
  if (courseIds.length === 0) return new Map();
  const { rows } = await sql<{ course_id: string; rating_count: number; rating_sum: number }>`
    SELECT course_id, rating_count, rating_sum FROM ${sql.id(schema, COURSE_RATINGS)}
    WHERE course_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(courseIds)])}::jsonb)) AND rating_count > 0
  `.execute(db);
  return new Map(rows.map((row) => [row.course_id, ratingOf(row.rating_count, row.rating_sum)]));
}
