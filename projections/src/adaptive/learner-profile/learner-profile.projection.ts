import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';
import {
  emptyLearnerProfileState,
  evolveLearnerProfile,
  isLearnerProfileEvent,
  learnerOf,
  learnerProfileEventTypes,
  type LearnerProfileState,
} from './learner-profile.fold.js';

export const LEARNER_PROFILE = 'learner_profile_v2';
/** One row per learner and skill, so a course's author can see how its learners stand without reading profiles. */
export const LEARNER_SKILL_LEVELS = 'learner_skill_levels_v2';
export const LEARNER_DIFFICULTY = 'learner_difficulty_v2';

async function createTables(db: Executor, schema: string): Promise<void> {
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

async function loadStates(db: Executor, schema: string, learnerIds: readonly string[]): Promise<Map<string, LearnerProfileState>> {
  const { rows } = await sql<{ learner_id: string; state: LearnerProfileState }>`
    SELECT learner_id, state FROM ${sql.id(schema, LEARNER_PROFILE)}
    WHERE learner_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(learnerIds)}::jsonb))
  `.execute(db);
  return new Map(rows.map((row) => [row.learner_id, row.state]));
}

/**
 * Each learner's adaptive profile (mastery per skill with its evidence, difficulty per course, recent events and
 * adjustments, study per content modality), folded with the same pure function that time travel uses; plus
 * per-course rows for authors. Version 2 added the study per modality, so it rebuilds from the start of the log.
 */
export const learnerProfileProjection: Projection<PathwiseEvent> = {
  name: 'learner-profile',
  version: 2,
  eventTypes: learnerProfileEventTypes,
  tables: [LEARNER_PROFILE, LEARNER_SKILL_LEVELS, LEARNER_DIFFICULTY],
  createTables,
  async apply(events, { transaction, schema }) {
    const relevant = events.filter(isLearnerProfileEvent);
    if (relevant.length === 0) return;
    const learnerIds = [...new Set(relevant.map((event) => learnerOf(event)))];
    const states = await loadStates(transaction, schema, learnerIds);
    const skillRows = new Map<string, { course_id: string; skill_id: string; learner_id: string; level: string; probability: number }>();
    const difficultyRows = new Map<string, { course_id: string; learner_id: string; level: string }>();
    for (const event of relevant) {
      const learnerId = learnerOf(event);
      const state = evolveLearnerProfile(states.get(learnerId) ?? emptyLearnerProfileState(learnerId), event);
      states.set(learnerId, state);
      if (event.type === 'SkillMasteryUpdated') {
        for (const change of event.data.skills) {
          const row = { course_id: event.data.courseId, skill_id: change.skillId, learner_id: learnerId, level: change.level, probability: change.after };
          skillRows.set(`${row.course_id}\u0000${row.skill_id}\u0000${learnerId}`, row);
        }
      }
      if (event.type === 'DifficultyAdjusted') {
        difficultyRows.set(`${event.data.courseId}\u0000${learnerId}`, { course_id: event.data.courseId, learner_id: learnerId, level: event.data.newLevel });
      }
    }
    const profiles = [...states.values()].filter((state) => learnerIds.includes(state.userId));
    await sql`
      INSERT INTO ${sql.id(schema, LEARNER_PROFILE)} (learner_id, state, last_position)
      SELECT page.learner_id, page.state, page.last_position
      FROM jsonb_to_recordset(${JSON.stringify(profiles.map((state) => ({ learner_id: state.userId, state, last_position: state.position })))}::jsonb)
        AS page(learner_id text, state jsonb, last_position bigint)
      ON CONFLICT (learner_id) DO UPDATE SET state = excluded.state, last_position = excluded.last_position
    `.execute(transaction);
    if (skillRows.size > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_SKILL_LEVELS)}
        SELECT * FROM jsonb_to_recordset(${JSON.stringify([...skillRows.values()])}::jsonb)
          AS page(course_id text, skill_id text, learner_id text, level text, probability double precision)
        ON CONFLICT (course_id, skill_id, learner_id) DO UPDATE SET level = excluded.level, probability = excluded.probability
      `.execute(transaction);
    }
    if (difficultyRows.size > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, LEARNER_DIFFICULTY)}
        SELECT * FROM jsonb_to_recordset(${JSON.stringify([...difficultyRows.values()])}::jsonb)
          AS page(course_id text, learner_id text, level text)
        ON CONFLICT (course_id, learner_id) DO UPDATE SET level = excluded.level
      `.execute(transaction);
    }
  },
};
