import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { CATALOGUE_COURSES } from './course-catalogue.projection.js';

/** How many of a creator's courses are published now (archived and draft ones are not): what a plan's limit counts. */
export async function countCoursesLiveOf(db: Executor, creatorId: string, schema = LIVE_SCHEMA): Promise<number> {
  const { rows } = await sql<{ live: number }>`
    SELECT count(*)::int AS live FROM ${sql.id(schema, CATALOGUE_COURSES)}
    WHERE creator_id = ${creatorId} AND status = 'published'
  `.execute(db);
  return rows[0]?.live ?? 0;
}
