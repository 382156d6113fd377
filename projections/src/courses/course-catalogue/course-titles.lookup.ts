import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { CATALOGUE_COURSES } from './course-catalogue.projection.js';

/**
 * The titles of these courses as learners see them (the published title, else the draft's), the answer other read
 * models' queries ask instead of joining the catalogue's table. An unknown course is absent.
 */
export async function getCourseTitles(db: Executor, courseIds: readonly string[]): Promise<Map<string, string>> {
  if (courseIds.length === 0) return new Map();
  const { rows } = await sql<{ course_id: string; title: string }>`
    SELECT course_id, COALESCE(published->>'title', draft->>'title') AS title FROM ${sql.id(LIVE_SCHEMA, CATALOGUE_COURSES)}
    WHERE course_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(courseIds)])}::jsonb))
  `.execute(db);
  return new Map(rows.map((row) => [row.course_id, row.title]));
}
