import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const CATALOGUE_COURSES = 'catalogue_courses_v1';
export const COURSE_ENROLMENTS = 'course_enrolments_v1';

/** The card fields, as the draft stands and as last published (what the catalogue shows). */
export interface CourseCardFields {
  title: string;
  subtitle: string;
  description: string;
  coverImageUrl: string | null;
  language: string;
  level: string;
  priceCents: number;
  currency: string;
  tags: string[];
  lessonCount: number;
  estimatedMinutes: number;
}

/** A row as folded in memory; jsonb columns hold the structured parts. */
interface CourseRow {
  course_id: string;
  creator_id: string;
  co_author_ids: string[];
  status: string;
  draft: CourseCardFields & { lessons: Record<string, number> };
  published: (CourseCardFields & { version: number }) | null;
  published_at: string | null;
  version: number;
  updated_at: string;
  enrolment_count: number;
}

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, CATALOGUE_COURSES)} (
      course_id text PRIMARY KEY,
      creator_id text NOT NULL,
      co_author_ids jsonb NOT NULL,
      status text NOT NULL,
      draft jsonb NOT NULL,
      published jsonb,
      published_at timestamptz,
      version integer NOT NULL,
      updated_at timestamptz NOT NULL,
      enrolment_count integer NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS catalogue_courses_v1_creator ON ${sql.id(schema, CATALOGUE_COURSES)} (creator_id)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, COURSE_ENROLMENTS)} (
      course_id text NOT NULL,
      learner_id text NOT NULL,
      source text NOT NULL,
      enrolled_at timestamptz NOT NULL,
      PRIMARY KEY (course_id, learner_id)
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS course_enrolments_v1_learner ON ${sql.id(schema, COURSE_ENROLMENTS)} (learner_id)`.execute(db);
}

function card(draft: CourseRow['draft']): CourseCardFields {
  const minutes = Object.values(draft.lessons);
  const { lessons: _lessons, ...fields } = draft;
  return { ...fields, lessonCount: minutes.length, estimatedMinutes: minutes.reduce((sum, each) => sum + each, 0) };
}

/** Folds one course event into its row; returns false for events that do not touch the catalogue. */
function evolve(row: CourseRow | undefined, event: StoredEvent<PathwiseEvent>): CourseRow | undefined {
  if (event.type === 'CourseDrafted') {
    const { courseId, creatorId, ...details } = event.data;
    return {
      course_id: courseId,
      creator_id: creatorId,
      co_author_ids: [],
      status: 'draft',
      draft: { ...details, tags: [...details.tags], lessons: {}, lessonCount: 0, estimatedMinutes: 0 },
      published: null,
      published_at: null,
      version: event.streamVersion,
      updated_at: event.recordedAt.toISOString(),
      enrolment_count: 0,
    };
  }
  if (!row) return undefined;
  const next: CourseRow = { ...row, version: event.streamVersion, updated_at: event.recordedAt.toISOString(), draft: { ...row.draft, lessons: { ...row.draft.lessons } } };
  switch (event.type) {
    case 'CourseDetailsEdited': {
      const { courseId: _courseId, ...details } = event.data;
      next.draft = { ...next.draft, ...details, tags: [...details.tags] };
      break;
    }
    case 'CoursePublished':
      next.status = 'published';
      next.published = { ...card(next.draft), version: event.streamVersion };
      next.published_at = event.recordedAt.toISOString();
      break;
    case 'CourseArchived':
      next.status = 'archived';
      break;
    case 'CourseReturnedToDraft':
      next.status = 'draft';
      break;
    case 'CoAuthorAdded':
      next.co_author_ids = [...new Set([...next.co_author_ids, event.data.userId])];
      break;
    case 'CoAuthorRemoved':
      next.co_author_ids = next.co_author_ids.filter((id) => id !== event.data.userId);
      break;
    case 'LessonAdded':
    case 'LessonEdited':
      next.draft.lessons[event.data.lessonId] = event.data.estimatedMinutes;
      break;
    case 'LessonRemoved':
      delete next.draft.lessons[event.data.lessonId];
      break;
    case 'CourseVersionRestored': {
      const lessons = event.data.modules.flatMap((module) => module.lessons);
      next.draft = { ...next.draft, ...event.data.details, tags: [...event.data.details.tags], lessons: Object.fromEntries(lessons.map((lesson) => [lesson.lessonId, lesson.estimatedMinutes])) };
      break;
    }
    default:
      break;
  }
  return next;
}

const courseEventTypes = [
  'CourseDrafted', 'CourseDetailsEdited', 'CoursePublished', 'CourseArchived', 'CourseReturnedToDraft', 'CoAuthorAdded',
  'CoAuthorRemoved', 'LessonAdded', 'LessonEdited', 'LessonRemoved', 'CourseVersionRestored', 'SkillDefined', 'SkillRemoved',
  'ModuleAdded', 'ModuleRenamed', 'ModuleRemoved', 'QuizAdded', 'QuizEdited', 'QuizRemoved', 'AnswerKeyCorrected',
] as const satisfies readonly PathwiseEvent['type'][];

async function loadRows(transaction: Executor, schema: string, courseIds: string[]): Promise<Map<string, CourseRow>> {
  if (courseIds.length === 0) return new Map();
  const { rows } = await sql<CourseRow & { published_at: Date | null; updated_at: Date }>`
    SELECT * FROM ${sql.id(schema, CATALOGUE_COURSES)}
    WHERE course_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(courseIds)}::jsonb))
  `.execute(transaction);
  return new Map(
    rows.map((row) => [
      row.course_id,
      { ...row, published_at: row.published_at ? new Date(row.published_at).toISOString() : null, updated_at: new Date(row.updated_at).toISOString() },
    ]),
  );
}

/**
 * The catalogue and who is enrolled where: one row per course with its draft card and its last published card,
 * authors and enrolment count. Each page loads the rows it touches, folds in memory, and writes them back at once.
 */
export const courseCatalogueProjection: Projection<PathwiseEvent> = {
  name: 'course-catalogue',
  version: 1,
  eventTypes: [...courseEventTypes, 'LearnerEnrolled', 'EnrolmentEnded'],
  tables: [CATALOGUE_COURSES, COURSE_ENROLMENTS],
  createTables,
  async apply(events, { transaction, schema }) {
    const courseIds = [...new Set(events.map((event) => (event.data as { courseId: string }).courseId))];
    const rows = await loadRows(transaction, schema, courseIds);
    const touched = new Set<string>();
    // Each learner's enrolment as this page leaves it: enrolled (the row to keep) or ended (null); a refund ends one
    // and buying again starts another, so an enrolment ended in this page is deleted before it is written again.
    const enrolments = new Map<string, { course_id: string; learner_id: string; source: string; enrolled_at: string } | null>();
    const ended = new Set<string>();
    const count = (courseId: string, by: number) => {
      const row = rows.get(courseId);
      if (!row) return;
      rows.set(row.course_id, { ...row, enrolment_count: Math.max(0, row.enrolment_count + by) });
      touched.add(row.course_id);
    };
    for (const event of events) {
      if (event.type === 'LearnerEnrolled' || event.type === 'EnrolmentEnded') {
        const { courseId, learnerId } = event.data;
        const key = JSON.stringify([courseId, learnerId]);
        if (event.type === 'LearnerEnrolled') {
          enrolments.set(key, { course_id: courseId, learner_id: learnerId, source: event.data.source, enrolled_at: event.recordedAt.toISOString() });
        } else {
          enrolments.set(key, null);
          ended.add(key);
        }
        count(courseId, event.type === 'LearnerEnrolled' ? 1 : -1);
        continue;
      }
      const courseId = (event.data as { courseId: string }).courseId;
      const next = evolve(rows.get(courseId), event);
      if (next) {
        rows.set(courseId, next);
        touched.add(courseId);
      }
    }
    const changed = [...touched].map((id) => rows.get(id)!);
    if (changed.length > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, CATALOGUE_COURSES)} AS current
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS page(
          course_id text, creator_id text, co_author_ids jsonb, status text, draft jsonb, published jsonb,
          published_at timestamptz, version integer, updated_at timestamptz, enrolment_count integer)
        ON CONFLICT (course_id) DO UPDATE SET
          creator_id = excluded.creator_id, co_author_ids = excluded.co_author_ids, status = excluded.status,
          draft = excluded.draft, published = excluded.published, published_at = excluded.published_at,
          version = excluded.version, updated_at = excluded.updated_at, enrolment_count = excluded.enrolment_count
      `.execute(transaction);
    }
    if (ended.size > 0) {
      const keys = [...ended].map((key) => JSON.parse(key) as [string, string]);
      await sql`
        DELETE FROM ${sql.id(schema, COURSE_ENROLMENTS)} enrolment
        USING jsonb_to_recordset(${JSON.stringify(keys.map(([course_id, learner_id]) => ({ course_id, learner_id })))}::jsonb) AS page(course_id text, learner_id text)
        WHERE enrolment.course_id = page.course_id AND enrolment.learner_id = page.learner_id
      `.execute(transaction);
    }
    const enrolled = [...enrolments.values()].filter((row) => row !== null);
    if (enrolled.length > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, COURSE_ENROLMENTS)}
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(enrolled)}::jsonb) AS page(
          course_id text, learner_id text, source text, enrolled_at timestamptz)
        ON CONFLICT (course_id, learner_id) DO NOTHING
      `.execute(transaction);
    }
  },
};
