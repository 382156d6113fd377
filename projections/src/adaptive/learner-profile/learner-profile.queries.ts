import type { Executor } from '@pathwise/event-store';
import { getCourseItemSuccess, type CourseItemSuccess } from '../../assessment/quiz-attempts/quiz-attempts.queries.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import type { LearnerProfileState } from './learner-profile.fold.js';
import { postgresLearnerProfileStore } from './postgres-learner-profile.store.js';

/** A learner's folded profile, or null when the log holds nothing of theirs yet. */
export async function getLearnerProfileState(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<LearnerProfileState | null> {
  return postgresLearnerProfileStore(db, schema).profileOf(learnerId);
}

export interface CourseAdaptiveAggregates {
  readonly skills: readonly { skillId: string; learners: number; averageProbability: number; levels: Record<string, number> }[];
  readonly difficulty: Record<string, number>;
  readonly items: readonly CourseItemSuccess[];
}

/**
 * How a course's learners stand, in counts only: what its author may see without seeing any one learner. Skills and
 * difficulty come from the learner profile; item success is the quiz-attempts read model's own answer, asked
 * separately rather than joined, so the two read models may live in different stores.
 */
export async function getCourseAdaptiveAggregates(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<CourseAdaptiveAggregates> {
  const profiles = postgresLearnerProfileStore(db, schema);
  const skillLevels = await profiles.skillLevelCountsOf(courseId);
  const difficulty = await profiles.difficultyCountsOf(courseId);
  const items = await getCourseItemSuccess(db, courseId, schema);
  const skills = new Map<string, { skillId: string; learners: number; probabilitySum: number; levels: Record<string, number> }>();
  for (const row of skillLevels) {
    const skill = skills.get(row.skillId) ?? { skillId: row.skillId, learners: 0, probabilitySum: 0, levels: {} };
    skill.learners += row.learners;
    skill.probabilitySum += row.probabilitySum;
    skill.levels[row.level] = row.learners;
    skills.set(row.skillId, skill);
  }
  return {
    skills: [...skills.values()].map(({ probabilitySum, ...skill }) => ({ ...skill, averageProbability: probabilitySum / skill.learners })),
    difficulty,
    items,
  };
}
