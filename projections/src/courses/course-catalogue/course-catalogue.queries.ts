import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { getDisplayNames } from '../../identity/account-directory/display-names.lookup.js';
import { getCompletedLessonCounts } from '../../learning/learner-activity/completed-lesson-counts.lookup.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { NO_RATING, getCourseRatings, type CourseRating } from '../course-reviews/course-ratings.lookup.js';
import { likePattern } from '../../shared/like-pattern.js';
import { CATALOGUE_COURSES, COURSE_ENROLMENTS, type CourseCardFields } from './course-catalogue.projection.js';

export interface CatalogueCard extends CourseCardFields {
  readonly courseId: string;
  readonly creatorId: string;
  readonly creatorName: string | null;
  readonly enrolmentCount: number;
  readonly rating: CourseRating;
  readonly publishedAt: Date | null;
}

export interface CatalogueSearch {
  readonly q?: string | undefined;
  readonly level?: string | undefined;
  readonly language?: string | undefined;
  readonly price?: 'free' | 'paid' | undefined;
  readonly sort: 'newest' | 'popular' | 'title' | 'price_low' | 'price_high';
  readonly page: number;
  readonly pageSize: number;
}

interface CardRow {
  course_id: string;
  creator_id: string;
  card: CourseCardFields;
  enrolment_count: number;
  published_at: Date | null;
}

/** What a card shows besides the course's own fields, each from the read model that answers it. */
interface CardLookups {
  readonly names: ReadonlyMap<string, string | null>;
  readonly ratings: ReadonlyMap<string, CourseRating>;
}

const cardLookups = async (db: Executor, rows: readonly CardRow[]): Promise<CardLookups> => {
  const [names, ratings] = await Promise.all([getDisplayNames(db, rows.map((row) => row.creator_id)), getCourseRatings(db, rows.map((row) => row.course_id))]);
  return { names, ratings };
};

const toCard = (row: CardRow, { names, ratings }: CardLookups): CatalogueCard => ({
  ...row.card,
  courseId: row.course_id,
  creatorId: row.creator_id,
  creatorName: names.get(row.creator_id) ?? null,
  enrolmentCount: row.enrolment_count,
  rating: ratings.get(row.course_id) ?? NO_RATING,
  publishedAt: row.published_at,
});

const orderBy = {
  newest: sql`course.published_at DESC, course.course_id`,
  popular: sql`course.enrolment_count DESC, course.published_at DESC, course.course_id`,
  title: sql`lower(course.published->>'title'), course.course_id`,
  price_low: sql`(course.published->>'priceCents')::int, course.course_id`,
  price_high: sql`(course.published->>'priceCents')::int DESC, course.course_id`,
} as const;


/** Published courses as the catalogue shows them (their last published card), filtered, sorted and paged. */
export async function searchCatalogue(db: Executor, search: CatalogueSearch, schema = LIVE_SCHEMA): Promise<{ items: CatalogueCard[]; total: number }> {
  const pattern = search.q ? likePattern(search.q) : null;
  const where = sql`
    course.status = 'published'
    ${pattern ? sql`AND (course.published->>'title' ILIKE ${pattern} OR course.published->>'subtitle' ILIKE ${pattern}
      OR course.published->>'description' ILIKE ${pattern} OR (course.published->'tags')::text ILIKE ${pattern})` : sql``}
    ${search.level ? sql`AND course.published->>'level' = ${search.level}` : sql``}
    ${search.language ? sql`AND course.published->>'language' = ${search.language}` : sql``}
    ${search.price === 'free' ? sql`AND (course.published->>'priceCents')::int = 0` : sql``}
    ${search.price === 'paid' ? sql`AND (course.published->>'priceCents')::int > 0` : sql``}
  `;
  const { rows } = await sql<CardRow & { total: number }>`
    SELECT course.course_id, course.creator_id, course.published AS card,
           course.enrolment_count, course.published_at, count(*) OVER ()::int AS total
    FROM ${sql.id(schema, CATALOGUE_COURSES)} course
    WHERE ${where}
    ORDER BY ${orderBy[search.sort]}
    LIMIT ${search.pageSize} OFFSET ${(search.page - 1) * search.pageSize}
  `.execute(db);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && search.page > 1) {
    const counted = await sql<{ total: number }>`SELECT count(*)::int AS total FROM ${sql.id(schema, CATALOGUE_COURSES)} course WHERE ${where}`.execute(db);
    total = counted.rows[0]?.total ?? 0;
  }
  const lookups = await cardLookups(db, rows);
  return { items: rows.map((row) => toCard(row, lookups)), total };
}

/** A published course's card as the catalogue shows it, for its link previews; null for a draft, archived or unknown course. */
export async function getPublishedCourseCard(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<CourseCardFields | null> {
  const { rows } = await sql<{ card: CourseCardFields }>`
    SELECT course.published AS card
    FROM ${sql.id(schema, CATALOGUE_COURSES)} course
    WHERE course.course_id = ${courseId} AND course.status = 'published'
  `.execute(db);
  return rows[0]?.card ?? null;
}

export interface AuthoredCourse extends CatalogueCard {
  readonly status: string;
  readonly role: 'creator' | 'co_author';
  readonly version: number;
  readonly updatedAt: Date;
}

/** The courses a user created or co-authors, with the draft card (what they are working on), newest change first. */
export async function getAuthoredCourses(db: Executor, userId: string, schema = LIVE_SCHEMA): Promise<AuthoredCourse[]> {
  const { rows } = await sql<CardRow & { status: string; version: number; updated_at: Date; draft: CourseCardFields & { lessons: Record<string, number> } }>`
    SELECT course.course_id, course.creator_id, course.draft, course.status,
           course.version, course.updated_at, course.enrolment_count, course.published_at
    FROM ${sql.id(schema, CATALOGUE_COURSES)} course
    WHERE course.creator_id = ${userId} OR course.co_author_ids ? ${userId}
    ORDER BY course.updated_at DESC, course.course_id
  `.execute(db);
  const lookups = await cardLookups(db, rows);
  return rows.map((row) => {
    const minutes = Object.values(row.draft.lessons);
    const { lessons: _lessons, ...fields } = row.draft;
    return {
      ...toCard({ ...row, card: { ...fields, lessonCount: minutes.length, estimatedMinutes: minutes.reduce((sum, each) => sum + each, 0) } }, lookups),
      status: row.status,
      role: row.creator_id === userId ? 'creator' : 'co_author',
      version: row.version,
      updatedAt: row.updated_at,
    };
  });
}

export interface RecentEnrolment {
  readonly courseId: string;
  readonly courseTitle: string;
  readonly learnerName: string | null;
  readonly at: Date;
}

export async function getRecentEnrolments(db: Executor, courseIds: readonly string[], limit = 10, schema = LIVE_SCHEMA): Promise<RecentEnrolment[]> {
  if (courseIds.length === 0) return [];
  const { rows } = await sql<{ course_id: string; title: string; learner_id: string; enrolled_at: Date }>`
    SELECT enrolment.course_id, course.draft->>'title' AS title, enrolment.learner_id, enrolment.enrolled_at
    FROM ${sql.id(schema, COURSE_ENROLMENTS)} enrolment
    JOIN ${sql.id(schema, CATALOGUE_COURSES)} course ON course.course_id = enrolment.course_id
    WHERE enrolment.course_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(courseIds)}::jsonb))
    ORDER BY enrolment.enrolled_at DESC
    LIMIT ${limit}
  `.execute(db);
  const names = await getDisplayNames(db, rows.map((row) => row.learner_id));
  return rows.map((row) => ({ courseId: row.course_id, courseTitle: row.title, learnerName: names.get(row.learner_id) ?? null, at: row.enrolled_at }));
}

export interface EnrolledCourse extends CatalogueCard {
  readonly enrolledAt: Date;
  readonly lessonsCompleted: number;
}

/** A learner's courses, most recently enrolled first, with how many lessons they completed in each. */
export async function getEnrolledCourses(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<EnrolledCourse[]> {
  const { rows } = await sql<CardRow & { enrolled_at: Date }>`
    SELECT course.course_id, course.creator_id,
           coalesce(course.published, course.draft) AS card, course.enrolment_count, course.published_at,
           enrolment.enrolled_at
    FROM ${sql.id(schema, COURSE_ENROLMENTS)} enrolment
    JOIN ${sql.id(schema, CATALOGUE_COURSES)} course ON course.course_id = enrolment.course_id
    WHERE enrolment.learner_id = ${learnerId}
    ORDER BY enrolment.enrolled_at DESC
  `.execute(db);
  const lookups = await cardLookups(db, rows);
  const completed = await getCompletedLessonCounts(db, learnerId);
  return rows.map((row) => ({ ...toCard(row, lookups), enrolledAt: row.enrolled_at, lessonsCompleted: completed.get(row.course_id) ?? 0 }));
}

/** What the course page shows beside the course's own content: its creator's name, how many enrolled, its rating. */
export async function getCatalogueStats(
  db: Executor,
  courseId: string,
  schema = LIVE_SCHEMA,
): Promise<{ creatorName: string | null; enrolmentCount: number; rating: CourseRating; publishedAt: Date | null }> {
  const { rows } = await sql<{ creator_id: string; enrolment_count: number; published_at: Date | null }>`
    SELECT course.creator_id, course.enrolment_count, course.published_at
    FROM ${sql.id(schema, CATALOGUE_COURSES)} course
    WHERE course.course_id = ${courseId}
  `.execute(db);
  const row = rows[0];
  const [names, ratings] = await Promise.all([getDisplayNames(db, row ? [row.creator_id] : []), getCourseRatings(db, [courseId])]);
  return {
    creatorName: row ? (names.get(row.creator_id) ?? null) : null,
    enrolmentCount: row?.enrolment_count ?? 0,
    rating: ratings.get(courseId) ?? NO_RATING,
    publishedAt: row?.published_at ?? null,
  };
}
