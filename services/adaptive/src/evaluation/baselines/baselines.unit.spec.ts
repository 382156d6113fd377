import { describe, expect, it } from 'vitest';
import type { Observation } from '../../knowledge-tracing/knowledge-model.js';
import { seededRandom } from '../../shared/seeded-random.js';
import { bktCorrectProbability, bktUpdate, fitBkt, type BktParameters } from './bkt-predictor.js';
import { itemMeanPredictor } from './item-mean.js';
import { mapAbility } from './rasch-predictor.js';

function simulateBkt(truth: BktParameters, learners: number, length: number, seed: number): boolean[][] {
  const random = seededRandom(seed);
  return Array.from({ length: learners }, () => {
    let knows = random.next() < truth.initial;
    return Array.from({ length }, () => {
      const correct = random.next() < (knows ? 1 - truth.slip : truth.guess);
      if (!knows && random.next() < truth.learn) knows = true;
      return correct;
    });
  });
}

describe('BKT', () => {
  it('raises the knowledge estimate after a correct answer and lowers it after a wrong one (before learning)', () => {
    const p = { initial: 0.4, learn: 0, guess: 0.2, slip: 0.1 };
    expect(bktUpdate(0.4, true, p)).toBeGreaterThan(0.4);
    expect(bktUpdate(0.4, false, p)).toBeLessThan(0.4);
    expect(bktCorrectProbability(0.4, p)).toBeCloseTo(0.4 * 0.9 + 0.6 * 0.2, 12);
  });

  it('recovers the parameters of simulated BKT learners within 0.06', () => {
    const truth = { initial: 0.3, learn: 0.15, guess: 0.2, slip: 0.1 };
    const fitted = fitBkt(simulateBkt(truth, 400, 12, 5));
    for (const name of ['initial', 'learn', 'guess', 'slip'] as const) expect(Math.abs(fitted[name] - truth[name])).toBeLessThan(0.06);
  });
});

describe('1PL ability from earlier answers', () => {
  it('is 0 with no answers, rises with correct answers and stays finite when all are correct', () => {
    expect(mapAbility([], 0)).toBe(0);
    const allRight = mapAbility(Array.from({ length: 10 }, () => ({ difficulty: 0, outcome: 1 })), 0);
    const half = mapAbility(Array.from({ length: 10 }, (_, k) => ({ difficulty: 0, outcome: k % 2 })), 0);
    expect(allRight).toBeGreaterThan(half);
    expect(Number.isFinite(allRight)).toBe(true);
    expect(half).toBeCloseTo(0, 6);
  });
});

describe('item mean', () => {
  it('predicts the smoothed share of correct answers per item and the overall share for unseen items', () => {
    const answer = (itemId: string, correct: boolean): Observation => ({ learnerId: 'l', itemId, skillIds: [], correct, at: 0 });
    const session = itemMeanPredictor.train([answer('a', true), answer('a', true), answer('a', false), answer('b', false)]).startLearner();
    expect(session.predict(answer('a', true))).toBeCloseTo(3 / 5, 12);
    expect(session.predict(answer('unseen', true))).toBeCloseTo(3 / 6, 12);
  });
});
