import { sigmoid } from '../shared/logistic.js';
import type { SeededRandom } from '../shared/seeded-random.js';
import type { SyntheticLearner } from './synthetic-learner.js';

/** An item as the simulation sees it: two-parameter logistic (2PL) IRT on the skills it exercises. */
export interface SimulatedItem {
  readonly itemId: string;
  readonly skillIds: readonly string[];
  /** a: how sharply the item separates learners below and above its difficulty. */
  readonly discrimination: number;
  /** b: the ability at which a learner answers right half the time. */
  readonly difficulty: number;
}

/**
 * How an item with several skills meets the learner: `mean` is compensatory (strength in one skill makes up for
 * weakness in another, as multidimensional IRT with equal loadings), `weakest` is conjunctive (every skill is
 * needed, as in DINA-style models: the weakest decides).
 */
export type SkillCombination = 'mean' | 'weakest';

export interface LearnerDynamics {
  readonly skillCombination: SkillCombination;
  /** After a wrong answer the learner sees the key and the explanation, and learns this many times more. */
  readonly feedbackGain: number;
  /** Share of what was learned here that fades per day without practice (exponential decay toward the prior). */
  readonly forgettingPerDay: number;
  /** Practice stops paying beyond this ability. */
  readonly maxAbility: number;
}

export const defaultDynamics: LearnerDynamics = {
  skillCombination: 'mean',
  feedbackGain: 1.5,
  forgettingPerDay: 0.05,
  maxAbility: 4,
};

const DAY_MS = 86_400_000;

/**
 * The true ability in one skill at a moment: what was learned here fades toward what the learner brought, by
 * `forgettingPerDay` per day since the skill was last practised. Never below the prior: forgetting undoes learning,
 * it does not take away what the learner knew before.
 */
export function abilityAt(learner: SyntheticLearner, skillId: string, at: number, dynamics: LearnerDynamics = defaultDynamics): number {
  const prior = learner.priorAbilities[skillId] ?? learner.generalAbility;
  const current = learner.abilities[skillId] ?? prior;
  const last = learner.lastPracticedAt[skillId];
  if (last === undefined || at <= last || current <= prior) return current;
  const days = (at - last) / DAY_MS;
  return prior + (current - prior) * Math.exp(-dynamics.forgettingPerDay * days);
}

/** The ability an item meets: its skills combined; an item with no skill meets the general ability. */
export function effectiveAbility(learner: SyntheticLearner, item: Pick<SimulatedItem, 'skillIds'>, at: number, dynamics: LearnerDynamics = defaultDynamics): number {
  if (item.skillIds.length === 0) return learner.generalAbility;
  const abilities = item.skillIds.map((skillId) => abilityAt(learner, skillId, at, dynamics));
  return dynamics.skillCombination === 'weakest' ? Math.min(...abilities) : abilities.reduce((sum, value) => sum + value, 0) / abilities.length;
}

/** The 2PL probability of a right answer: sigmoid(a * (theta - b)). */
export function probabilityCorrect(learner: SyntheticLearner, item: SimulatedItem, at: number, dynamics: LearnerDynamics = defaultDynamics): number {
  return sigmoid(item.discrimination * (effectiveAbility(learner, item, at, dynamics) - item.difficulty));
}

/** Whether the learner answers right this time: one draw from the random source. */
export function respond(learner: SyntheticLearner, item: SimulatedItem, at: number, random: SeededRandom, dynamics: LearnerDynamics = defaultDynamics): boolean {
  return random.next() < probabilityCorrect(learner, item, at, dynamics);
}

/**
 * The learner after answering an item at `at`: each skill of the item first fades to its ability at that moment, then
 * gains the learning rate (times `feedbackGain` after a wrong answer whose feedback was seen), up to `maxAbility`.
 */
export function learn(
  learner: SyntheticLearner,
  item: Pick<SimulatedItem, 'skillIds'>,
  correct: boolean,
  at: number,
  options: { sawFeedback: boolean } = { sawFeedback: true },
  dynamics: LearnerDynamics = defaultDynamics,
): SyntheticLearner {
  const gain = learner.learningRate * (!correct && options.sawFeedback ? dynamics.feedbackGain : 1);
  const abilities = { ...learner.abilities };
  const lastPracticedAt = { ...learner.lastPracticedAt };
  for (const skillId of item.skillIds) {
    const now = abilityAt(learner, skillId, at, dynamics);
    abilities[skillId] = Math.max(now, Math.min(dynamics.maxAbility, now + gain));
    lastPracticedAt[skillId] = at;
  }
  return { ...learner, abilities, lastPracticedAt };
}
