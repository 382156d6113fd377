import { describe, expect, it } from 'vitest';
import { generateSyntheticLearners } from '../evaluation/synthetic-learners.js';
import { knowledgeModel } from './create-knowledge-model.js';
import { defaultKnowledgeModelParameters } from './knowledge-model-parameters.js';
import type { LearnerKnowledgeState, Observation } from './knowledge-model.js';
import { learnerSequences } from './learner-sequences.js';
import { trainKnowledgeModel } from './train-knowledge-model.js';

const T0 = Date.UTC(2026, 0, 5);
const fractions = { itemId: 'fractions-1', skillIds: ['fractions'], priorDifficulty: 0 };
const answer = (correct: boolean, minute: number, itemId = 'fractions-1'): Observation => ({
  learnerId: 'ada',
  itemId,
  skillIds: ['fractions'],
  correct,
  at: T0 + minute * 60_000,
});

const synthetic = generateSyntheticLearners({ learners: 200, skills: 4, itemsPerSkill: 8, answersPerLearner: 50, learningRate: 0.04, seed: 11 });
const trained = trainKnowledgeModel(synthetic.observations, synthetic.items);

describe('knowledgeModel.observe', () => {
  it('is pure and deterministic: the state is plain JSON, left unchanged, and replays identically', () => {
    const model = knowledgeModel(trained);
    const start = model.initialState();
    const snapshot = JSON.stringify(start);
    const answers = [answer(true, 1), answer(false, 2), answer(true, 90)];
    const replay = () => answers.reduce<LearnerKnowledgeState>((state, observation) => model.observe(state, observation), start);
    expect(JSON.stringify(start)).toBe(snapshot);
    expect(JSON.stringify(replay())).toBe(JSON.stringify(replay()));
    expect(JSON.parse(JSON.stringify(replay()))).toEqual(replay());
  });

  it('rejects a state that is not its own', () => {
    expect(() => knowledgeModel(trained).predict({ version: 'other' }, fractions, T0)).toThrow(/not a kt-lr-1 state/);
  });
});

describe.each([
  ['default parameters', defaultKnowledgeModelParameters],
  ['trained parameters', trained],
])('knowledgeModel with %s', (_, parameters) => {
  const model = knowledgeModel(parameters);

  it('raises the prediction and the skill estimate after correct answers and lowers them after wrong ones', () => {
    const start = model.initialState();
    const afterRight = [1, 2, 3].reduce((state, minute) => model.observe(state, answer(true, minute), fractions), start);
    const afterWrong = [1, 2, 3].reduce((state, minute) => model.observe(state, answer(false, minute), fractions), start);
    const at = T0 + 5 * 60_000;
    expect(model.predict(afterRight, fractions, at)).toBeGreaterThan(model.predict(start, fractions, at));
    expect(model.predict(afterWrong, fractions, at)).toBeLessThan(model.predict(start, fractions, at));
    expect(model.skill(afterRight, 'fractions', at).probability).toBeGreaterThan(model.skill(start, 'fractions', at).probability);
    expect(model.skill(afterRight, 'fractions', at)).toMatchObject({ attempts: 3, correct: 3 });
  });

  it('grows confidence with evidence and lets it fade without practice', () => {
    const once = model.observe(model.initialState(), answer(true, 1), fractions);
    const often = Array.from({ length: 12 }, (_, k) => answer(k % 3 !== 0, k + 1)).reduce((s, o) => model.observe(s, o, fractions), model.initialState());
    const soon = T0 + 20 * 60_000;
    expect(model.skill(model.initialState(), 'fractions', soon).confidence).toBe(0);
    expect(model.skill(often, 'fractions', soon).confidence).toBeGreaterThan(model.skill(once, 'fractions', soon).confidence);
    expect(model.skill(often, 'fractions', soon + 120 * 86_400_000).confidence).toBeLessThan(model.skill(often, 'fractions', soon).confidence);
  });
});

describe('defaultKnowledgeModelParameters', () => {
  it('predicts harder items (higher priorDifficulty) as less likely, like a Rasch model at ability 0', () => {
    const model = knowledgeModel(defaultKnowledgeModelParameters);
    const state = model.initialState();
    expect(model.predict(state, { ...fractions, priorDifficulty: 0 }, T0)).toBeCloseTo(0.5, 6);
    expect(model.predict(state, { ...fractions, priorDifficulty: 2 }, T0)).toBeCloseTo(1 / (1 + Math.exp(2)), 6);
  });
});

describe('trainKnowledgeModel', () => {
  it('falls back to the default parameters when there are no answers yet', () => {
    expect(trainKnowledgeModel([])).toEqual(defaultKnowledgeModelParameters);
  });

  it('gives the same parameters for the same log (deterministic training)', () => {
    const log = synthetic.observations.slice(0, 2_000);
    expect(JSON.stringify(trainKnowledgeModel(log))).toBe(JSON.stringify(trainKnowledgeModel(log)));
  });

  it('calibrates harder items (fewer correct answers) as more difficult', () => {
    const rate = (itemId: string) => {
      const answers = synthetic.observations.filter((o) => o.itemId === itemId);
      return answers.filter((o) => o.correct).length / answers.length;
    };
    const itemIds = Object.keys(trained.items);
    const easiest = itemIds.reduce((a, b) => (rate(a) > rate(b) ? a : b));
    const hardest = itemIds.reduce((a, b) => (rate(a) < rate(b) ? a : b));
    expect(trained.items[hardest]!.difficulty).toBeGreaterThan(trained.items[easiest]!.difficulty);
  });
});

describe('trainKnowledgeModel on synthetic learners who learn', () => {
  const heldOut = generateSyntheticLearners({ learners: 150, skills: 4, itemsPerSkill: 8, answersPerLearner: 50, learningRate: 0.04, seed: 11, learnerPrefix: 'held-out' });
  const model = knowledgeModel(trained);
  const finalStates = new Map<string, LearnerKnowledgeState>();
  const scored: { predicted: number; correct: boolean }[] = [];
  for (const [learnerId, sequence] of learnerSequences(heldOut.observations)) {
    let state = model.initialState();
    for (const observation of sequence) {
      scored.push({ predicted: model.predict(state, observation, observation.at), correct: observation.correct });
      state = model.observe(state, observation);
    }
    finalStates.set(learnerId, state);
  }

  it('is calibrated: in each decile of predictions the observed success rate is within 0.06 of the mean prediction', () => {
    const sorted = [...scored].sort((a, b) => a.predicted - b.predicted);
    const size = Math.floor(sorted.length / 10);
    for (let bin = 0; bin < 10; bin++) {
      const slice = sorted.slice(bin * size, (bin + 1) * size);
      const predicted = slice.reduce((sum, s) => sum + s.predicted, 0) / slice.length;
      const observed = slice.filter((s) => s.correct).length / slice.length;
      expect(Math.abs(predicted - observed)).toBeLessThan(0.06);
    }
  });

  it('recovers the ordering of the learners true skill levels (Spearman correlation above 0.7)', () => {
    const end = Math.max(...heldOut.observations.map((o) => o.at));
    const pairs = [...finalStates].flatMap(([learnerId, state]) =>
      ['skill-0', 'skill-1'].map((skillId) => ({
        truth: heldOut.finalSkill.get(learnerId)?.get(skillId) ?? 0,
        estimate: model.skill(state, skillId, end).probability,
      })),
    );
    expect(spearman(pairs.map((p) => p.truth), pairs.map((p) => p.estimate))).toBeGreaterThan(0.7);
  });
});

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  order.forEach(({ index }, rank) => (result[index] = rank));
  return result;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (a.length - 1) / 2;
  let covariance = 0;
  let variance = 0;
  ra.forEach((r, k) => {
    covariance += (r - mean) * ((rb[k] ?? 0) - mean);
    variance += (r - mean) ** 2;
  });
  return covariance / variance;
}
