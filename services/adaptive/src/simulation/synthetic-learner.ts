import type { SeededRandom } from '../shared/seeded-random.js';

/**
 * A synthetic learner whose true skills are known, so that tests can check the engine recovers them. Abilities are on
 * the logit scale of item response theory (0 is average, as item difficulties are).
 */
export interface SyntheticLearner {
  readonly learnerId: string;
  /** The general ability the skills share; what makes a learner good at one skill likely good at the others. */
  readonly generalAbility: number;
  /** The true ability per skill before any practice here: what the learner brings. */
  readonly priorAbilities: Readonly<Record<string, number>>;
  /** The true ability per skill now, practice and forgetting included. */
  readonly abilities: Readonly<Record<string, number>>;
  /** Epoch ms of the last practice per skill; forgetting runs from there. */
  readonly lastPracticedAt: Readonly<Record<string, number>>;
  /** Logits gained per practised answer; learners learn at different speeds. */
  readonly learningRate: number;
}

/** How a population of learners is spread. */
export interface PopulationParameters {
  /** Mean and standard deviation of skill abilities. */
  readonly meanAbility: number;
  readonly abilitySpread: number;
  /**
   * Correlation between two skills of the same learner, 0..1. Each skill loads sqrt(correlation) on the general
   * ability, so that two skills correlate by exactly this much.
   */
  readonly skillCorrelation: number;
  /** Median learning rate (logits per answer) and its spread (sd of its logarithm). */
  readonly learningRate: number;
  readonly learningRateSpread: number;
}

export const defaultPopulation: PopulationParameters = {
  meanAbility: 0,
  abilitySpread: 1,
  skillCorrelation: 0.5,
  learningRate: 0.03,
  learningRateSpread: 0.3,
};

/** Draws one learner of the population; the same random state gives the same learner. */
export function drawSyntheticLearner(
  learnerId: string,
  skillIds: readonly string[],
  random: SeededRandom,
  population: PopulationParameters = defaultPopulation,
): SyntheticLearner {
  const loading = Math.sqrt(Math.min(1, Math.max(0, population.skillCorrelation)));
  const generalAbility = random.normal();
  const priorAbilities: Record<string, number> = {};
  for (const skillId of skillIds) {
    const standard = loading * generalAbility + Math.sqrt(1 - loading * loading) * random.normal();
    priorAbilities[skillId] = population.meanAbility + population.abilitySpread * standard;
  }
  return {
    learnerId,
    generalAbility,
    priorAbilities,
    abilities: { ...priorAbilities },
    lastPracticedAt: {},
    learningRate: population.learningRate * Math.exp(population.learningRateSpread * random.normal()),
  };
}
