import { describe, expect, it } from 'vitest';
import { defaultKnowledgeModelParameters } from '../knowledge-tracing/knowledge-model-parameters.js';
import { trainKnowledgeModel } from '../knowledge-tracing/train-knowledge-model.js';
import { seededRandom } from '../shared/seeded-random.js';
import { pearsonCorrelation, spearmanCorrelation } from '../simulation/rank-correlation.js';
import { simulateLearners } from '../simulation/simulate-learners.js';
import { syntheticItemBank } from '../simulation/synthetic-item-bank.js';
import { calibrateItemBank } from './calibrate-item-bank.js';
import { calibrateLearnerModel } from './calibrate-learner-model.js';

const skillIds = ['fractions', 'decimals', 'ratios'];
const bank = syntheticItemBank(seededRandom(11), { skillIds, itemsPerSkill: 8, difficultySpread: 1.2 });
const history = simulateLearners({ seed: 5, learnerCount: 250, skillIds, items: bank, answersPerLearner: 30, startAt: Date.UTC(2026, 2, 2) });
// The creators left every item at the default difficulty: only the learners' answers can tell the items apart.
const uninformed = bank.map((item) => ({ itemId: item.itemId, skillIds: item.skillIds, priorDifficulty: 0 }));

describe('Calibrating the learner model from the platform’s answers', () => {
  it('adopts parameters that predict unseen learners better, with item difficulties that follow the true ones', () => {
    const calibration = calibrateLearnerModel(history.observations, uninformed, defaultKnowledgeModelParameters);

    expect(calibration.adopted).toBe(true);
    expect(calibration.answers).toBe(7_500);
    expect(calibration.learners).toBe(250);
    expect(calibration.heldOut!.learners).toBeGreaterThan(25);
    expect(calibration.heldOut!.candidate.logLoss).toBeLessThan(calibration.heldOut!.current.logLoss);
    expect(calibration.heldOut!.candidate.auc).toBeGreaterThan(calibration.heldOut!.current.auc);
    const fitted = bank.map((item) => calibration.parameters!.items[item.itemId]!.difficulty);
    expect(spearmanCorrelation(bank.map((item) => item.difficulty), fitted)).toBeGreaterThan(0.85);
    expect(calibration.parameters!.trainedOn).toBe(7_500);
  });

  it('gives the same parameters for the same log', () => {
    const some = history.observations.slice(0, 1_500);
    expect(calibrateLearnerModel(some, uninformed, defaultKnowledgeModelParameters)).toEqual(calibrateLearnerModel(some, uninformed, defaultKnowledgeModelParameters));
  });

  it('keeps the parameters in use while the platform has too few answers', () => {
    const calibration = calibrateLearnerModel(history.observations.slice(0, 150), uninformed, defaultKnowledgeModelParameters);
    expect(calibration).toMatchObject({ adopted: false, parameters: null, heldOut: null, answers: 150 });
    expect(calibration.reason).toBe('150 answers; calibration waits for 200');
  });

  it('declines a candidate that predicts held-out learners worse than the parameters in use', () => {
    // Parameters fitted on every learner, held-out ones included, are hard to beat on those same learners.
    const current = trainKnowledgeModel(history.observations, uninformed);
    const calibration = calibrateLearnerModel(history.observations, uninformed, current);
    expect(calibration.adopted).toBe(false);
    expect(calibration.parameters).toBeNull();
    expect(calibration.heldOut!.candidate.logLoss).toBeGreaterThanOrEqual(calibration.heldOut!.current.logLoss);
    expect(calibration.reason).toMatch(/^the candidate predicted held-out learners no better/);
  });
});

describe('Calibrating a course’s item bank (2PL) from first answers', () => {
  it('recovers difficulties and discriminations once enough learners have answered', () => {
    const calibration = calibrateItemBank(history.observations)!;
    expect(calibration.learners).toBe(250);
    expect(calibration.items).toHaveLength(bank.length);
    const byId = new Map(calibration.items.map((item) => [item.itemId, item]));
    expect(pearsonCorrelation(bank.map((item) => item.difficulty), bank.map((item) => byId.get(item.itemId)!.b))).toBeGreaterThan(0.9);
    expect(spearmanCorrelation(bank.map((item) => item.discrimination), bank.map((item) => byId.get(item.itemId)!.a))).toBeGreaterThan(0.4);
    for (const item of calibration.items) expect(item.answers).toBeLessThanOrEqual(250);
  });

  it('waits for enough learners, and leaves out items too few of them answered', () => {
    const firstLearners = history.observations.filter((observation) => Number(observation.learnerId.split('-')[1]) <= 29);
    expect(calibrateItemBank(firstLearners)).toBeNull();
    const sparse = calibrateItemBank(history.observations, { minLearners: 30, minItemAnswers: 1_000 });
    expect(sparse).toBeNull();
  });

  it('leaves out an item answered by fewer learners than the policy asks, and keeps every other item', () => {
    const [barelyEnough, tooFew] = [bank[0]!.itemId, bank[1]!.itemId];
    // Only the first learners to answer each of the two items keep those answers: ten for one, nine for the other.
    const keepFirstLearners = (itemId: string, count: number) => {
      const learners = [...new Set(history.observations.filter((observation) => observation.itemId === itemId).map((observation) => observation.learnerId))];
      return new Set(learners.slice(0, count));
    };
    const kept = new Map([
      [barelyEnough, keepFirstLearners(barelyEnough, 10)],
      [tooFew, keepFirstLearners(tooFew, 9)],
    ]);
    const thinned = history.observations.filter((observation) => kept.get(observation.itemId)?.has(observation.learnerId) ?? true);

    const calibration = calibrateItemBank(thinned, { minLearners: 30, minItemAnswers: 10 })!;
    const byId = new Map(calibration.items.map((item) => [item.itemId, item]));
    expect([...byId.keys()].sort()).toEqual(bank.map((item) => item.itemId).filter((itemId) => itemId !== tooFew).sort());
    expect(byId.get(barelyEnough)!.answers).toBe(10);
    expect(calibration.learners).toBe(250);
  });
});
