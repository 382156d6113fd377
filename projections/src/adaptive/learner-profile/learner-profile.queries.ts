import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { QUIZ_ATTEMPTS } from '../../assessment/quiz-attempts/quiz-attempts.projection.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import type { LearnerProfileState } from './learner-profile.fold.js';
import { LEARNER_DIFFICULTY, LEARNER_PROFILE, LEARNER_SKILL_LEVELS } from './learner-profile.projection.js';

/** A learner's folded profile, or null when the log holds nothing of theirs yet. */
export async function getLearnerProfileState(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<LearnerProfileState | null> {
  const { rows } = await sql<{ state: LearnerProfileState }>`
    SELECT state FROM ${sql.id(schema, LEARNER_PROFILE)} WHERE learner_id = ${learnerId}
  `.execute(db);
  return rows[0]?.state ?? null;
}

export interface CourseAdaptiveAggregates {
  readonly skills: readonly { skillId: string; learners: number; averageProbability: number; levels: Record<string, number> }[];
  readonly difficulty: Record<string, number>;
  readonly items: readonly { itemId: string; answers: number; correct: number }[];
}

/** How a course's learners stand, in counts only: what its author may see without seeing any one learner. */
export async function getCourseAdaptiveAggregates(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<CourseAdaptiveAggregates> {
  const skillRows = await sql<{ skill_id: string; level: string; learners: number; probability_sum: number }>`
    SELECT skill_id, level, count(*)::int AS learners, sum(probability)::float8 AS probability_sum
    FROM ${sql.id(schema, LEARNER_SKILL_LEVELS)} WHERE course_id = ${courseId}
    GROUP BY skill_id, level ORDER BY skill_id, level
  `.execute(db);
  const difficultyRows = await sql<{ level: string; learners: number }>`
    SELECT level, count(*)::int AS learners FROM ${sql.id(schema, LEARNER_DIFFICULTY)} WHERE course_id = ${courseId} GROUP BY level
  `.execute(db);
  // Item success from the graded attempts' latest results, so a regrade counts once and as corrected.
  const itemRows = await sql<{ item_id: string; answers: number; correct: number }>`
    SELECT item->>'itemId' AS item_id, count(*)::int AS answers,
           count(*) FILTER (WHERE (item->>'correct')::boolean)::int AS correct
    FROM ${sql.id(schema, QUIZ_ATTEMPTS)} attempt, jsonb_array_elements(attempt.results) AS item
    WHERE attempt.course_id = ${courseId}
    GROUP BY item->>'itemId' ORDER BY item->>'itemId'
  `.execute(db);
  const skills = new Map<string, { skillId: string; learners: number; probabilitySum: number; levels: Record<string, number> }>();
  for (const row of skillRows.rows) {
    const skill = skills.get(row.skill_id) ?? { skillId: row.skill_id, learners: 0, probabilitySum: 0, levels: {} };
    skill.learners += row.learners;
    skill.probabilitySum += row.probability_sum;
    skill.levels[row.level] = row.learners;
    skills.set(row.skill_id, skill);
  }
  return {
    skills: [...skills.values()].map(({ probabilitySum, ...skill }) => ({ ...skill, averageProbability: probabilitySum / skill.learners })),
    difficulty: Object.fromEntries(difficultyRows.rows.map((row) => [row.level, row.learners])),
    items: itemRows.rows.map((row) => ({ itemId: row.item_id, answers: row.answers, correct: row.correct })),
  };
}
