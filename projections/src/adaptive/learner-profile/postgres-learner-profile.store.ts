import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { LearnerProfileState } from './learner-profile.fold.js';
import type { CourseSkillLevelCount, LearnerProfileStore } from './learner-profile.store.js';

export const LEARNER_PROFILE = 'learner_profile_v2';
/** One row per learner and skill, so a course's author can see how its learners stand without reading profiles. */
export const LEARNER_SKILL_LEVELS = 'learner_skill_levels_v2';
export const LEARNER_DIFFICULTY = 'learner_difficulty_v2';

export const learnerProfileTables = [LEARNER_PROFILE, LEARNER_SKILL_LEVELS, LEARNER_DIFFICULTY] as const;

export async function createLearnerProfileTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEARNER_PROFILE)} (
      learner_id text PRIMARY KEY,
      state jsonb NOT NULL,
      last_position bigint NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEARNER_SKILL_LEVELS)} (
      course_id text NOT NULL,
      skill_id text NOT NULL,
      learner_id text NOT NULL,
      level text NOT NULL,
      probability double precision NOT NULL,
      PRIMARY KEY (course_id, skill_id, learner_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEARNER_DIFFICULTY)} (
      course_id text NOT NULL,
      learner_id text NOT NULL,
      level text NOT NULL,
      PRIMARY KEY (course_id, learner_id)
    )
  `.execute(db);
}

/**
 * The learner profile in PostgreSQL or PGlite tables of one schema: the live one, a rebuild's shadow or an as-of
 * snapshot. Writes go through the executor given, so a projection's page and its checkpoint share one transaction.
 */
export function postgresLearnerProfileStore(db: Executor, schema: string): LearnerProfileStore {
  return {
    async profilesOf(learnerIds) {
      const { rows } = await sql<{ learner_id: string; state: LearnerProfileState }>`
        SELECT learner_id, state FROM ${sql.id(schema, LEARNER_PROFILE)}
        WHERE learner_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(learnerIds)}::jsonb))
      `.execute(db);
      return new Map(rows.map((row) => [row.learner_id, row.state]));
    },

    async profileOf(learnerId) {
      const { rows } = await sql<{ state: LearnerProfileState }>`
        SELECT state FROM ${sql.id(schema, LEARNER_PROFILE)} WHERE learner_id = ${learnerId}
      `.execute(db);
      return rows[0]?.state ?? null;
    },

    async saveProfiles(profiles) {
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_PROFILE)} (learner_id, state, last_position)
        SELECT page.learner_id, page.state, page.last_position
        FROM jsonb_to_recordset(${JSON.stringify(profiles.map((state) => ({ learner_id: state.userId, state, last_position: state.position })))}::jsonb)
          AS page(learner_id text, state jsonb, last_position bigint)
        ON CONFLICT (learner_id) DO UPDATE SET state = excluded.state, last_position = excluded.last_position
      `.execute(db);
    },

    async saveSkillLevels(levels) {
      if (levels.length === 0) return;
      const rows = levels.map((each) => ({ course_id: each.courseId, skill_id: each.skillId, learner_id: each.learnerId, level: each.level, probability: each.probability }));
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_SKILL_LEVELS)}
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS page(course_id text, skill_id text, learner_id text, level text, probability double precision)
        ON CONFLICT (course_id, skill_id, learner_id) DO UPDATE SET level = excluded.level, probability = excluded.probability
      `.execute(db);
    },

    async saveDifficulties(difficulties) {
      if (difficulties.length === 0) return;
      const rows = difficulties.map((each) => ({ course_id: each.courseId, learner_id: each.learnerId, level: each.level }));
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_DIFFICULTY)}
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS page(course_id text, learner_id text, level text)
        ON CONFLICT (course_id, learner_id) DO UPDATE SET level = excluded.level
      `.execute(db);
    },

    async skillLevelCountsOf(courseId): Promise<CourseSkillLevelCount[]> {
      const { rows } = await sql<{ skill_id: string; level: string; learners: number; probability_sum: number }>`
        SELECT skill_id, level, count(*)::int AS learners, sum(probability)::float8 AS probability_sum
        FROM ${sql.id(schema, LEARNER_SKILL_LEVELS)} WHERE course_id = ${courseId}
        GROUP BY skill_id, level ORDER BY skill_id, level
      `.execute(db);
      return rows.map((row) => ({ skillId: row.skill_id, level: row.level, learners: row.learners, probabilitySum: row.probability_sum }));
    },

    async difficultyCountsOf(courseId) {
      const { rows } = await sql<{ level: string; learners: number }>`
        SELECT level, count(*)::int AS learners FROM ${sql.id(schema, LEARNER_DIFFICULTY)} WHERE course_id = ${courseId} GROUP BY level
      `.execute(db);
      return Object.fromEntries(rows.map((row) => [row.level, row.learners]));
    },
  };
}
