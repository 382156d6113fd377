import { describe, expect, it } from 'vitest';
import { knowledgeModel } from '../knowledge-tracing/create-knowledge-model.js';
import { defaultKnowledgeModelParameters } from '../knowledge-tracing/knowledge-model-parameters.js';
import type { LearnerKnowledgeState } from '../knowledge-tracing/knowledge-model.js';
import { seededRandom } from '../shared/seeded-random.js';
import { abilityAt } from './learner-dynamics.js';
import { spearmanCorrelation } from './rank-correlation.js';
import { simulateLearners } from './simulate-learners.js';
import { syntheticItemBank } from './synthetic-item-bank.js';

const skillIds = ['fractions', 'decimals', 'ratios', 'percentages'];
const items = syntheticItemBank(seededRandom(3), { skillIds, itemsPerSkill: 12 });
const difficultyOf = new Map(items.map((item) => [item.itemId, item.difficulty]));
// 300 learners answering 60 items each: about 15 answers per skill, as after a few weeks of a course's quizzes.
const history = simulateLearners({ seed: 2, learnerCount: 300, skillIds, items, answersPerLearner: 60, startAt: Date.UTC(2026, 0, 5) });
const end = history.observations.at(-1)!.at;

interface Pair {
  readonly skillId: string;
  readonly truth: number;
  readonly estimate: number;
  readonly successRate: number;
}

/**
 * Folds each learner's answers through the model, as the server does, and pairs each (learner, skill) true ability
 * at the end with the model's skill probability, and with the plain share of right answers on that skill.
 */
let recovered: Pair[] | null = null;
function recoveredPairs(): Pair[] {
  recovered ??= foldHistory();
  return recovered;
}

function foldHistory(): Pair[] {
  // The cold-start platform: no trained weights yet, the creator's difficulties (here the true ones) as priors.
  const model = knowledgeModel(defaultKnowledgeModelParameters);
  const states = new Map<string, LearnerKnowledgeState>();
  const tally = new Map<string, { right: number; all: number }>();
  for (const observation of history.observations) {
    const item = { itemId: observation.itemId, skillIds: observation.skillIds, priorDifficulty: difficultyOf.get(observation.itemId)! };
    states.set(observation.learnerId, model.observe(states.get(observation.learnerId) ?? model.initialState(), observation, item));
    for (const skillId of observation.skillIds) {
      const key = `${observation.learnerId}/${skillId}`;
      const counts = tally.get(key) ?? { right: 0, all: 0 };
      tally.set(key, { right: counts.right + (observation.correct ? 1 : 0), all: counts.all + 1 });
    }
  }
  return history.learners.flatMap((learner) =>
    skillIds.map((skillId) => {
      const counts = tally.get(`${learner.learnerId}/${skillId}`) ?? { right: 0, all: 0 };
      return {
        skillId,
        truth: abilityAt(learner, skillId, end),
        estimate: model.skill(states.get(learner.learnerId) ?? model.initialState(), skillId, end).probability,
        successRate: counts.all === 0 ? 0.5 : counts.right / counts.all,
      };
    }),
  );
}

const rankAgreement = (pairs: readonly Pair[], of: (pair: Pair) => number) => spearmanCorrelation(pairs.map((pair) => pair.truth), pairs.map(of));

describe('skill recovery: the knowledge model finds the simulated learners’ true skills', () => {
  /*
   * Why these bars. With ~15 answers per skill on items of discrimination 0.8-2.5, even knowing the items exactly
   * leaves a standard error near 0.45 logits against a spread of 1, which caps the rank correlation near 0.9 for a
   * learner who stands still; learning and forgetting move the target further. Counting right answers per skill is
   * the estimate anyone can make, and it reaches about 0.83 here (the model about 0.89): a model that claims to know the learner must order
   * learners at least that well, and 0.8 overall is the floor for calling the ordering recovered. With 1,200 pairs
   * the sampling error of Spearman's rho is about 0.01, so the margin is not luck.
   */
  it('orders learners by their true skill at least as well as counting right answers, with Spearman rho above 0.8', () => {
    const pairs = recoveredPairs();
    const model = rankAgreement(pairs, (pair) => pair.estimate);
    const counting = rankAgreement(pairs, (pair) => pair.successRate);
    expect(model).toBeGreaterThan(0.8);
    expect(model).toBeGreaterThan(counting);
  });

  it('recovers every skill on its own, not only the pooled ordering', () => {
    const pairs = recoveredPairs();
    for (const skillId of skillIds) {
      const ofSkill = pairs.filter((pair) => pair.skillId === skillId);
      expect(rankAgreement(ofSkill, (pair) => pair.estimate), skillId).toBeGreaterThan(0.8);
    }
  });
});
