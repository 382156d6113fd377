import { describe, expect, it } from 'vitest';
import { calibrate2PL, type ObservedResponse } from './calibration.js';
import { probabilityCorrect } from './two-parameter-logistic.js';
import { seededRandom } from '../shared/seeded-random.js';

const trueItems = Array.from({ length: 20 }, (_, index) => ({ itemId: `i${index}`, a: 0.8 + (1.6 * (index % 5)) / 4, b: -2 + (4 * index) / 19 }));

function simulate(learners: number, answerShare: number, seed: number): ObservedResponse[] {
  const random = seededRandom(seed);
  const responses: ObservedResponse[] = [];
  for (let learner = 0; learner < learners; learner++) {
    const theta = random.normal();
    for (const item of trueItems) {
      if (random.next() >= answerShare) continue;
      responses.push({ learnerId: `l${learner}`, itemId: item.itemId, correct: random.next() < probabilityCorrect(theta, item) });
    }
  }
  return responses;
}

describe('calibrate2PL', () => {
  it('recovers known discriminations and difficulties from a sparse matrix where each learner answered about half the items', () => {
    const calibration = calibrate2PL(simulate(1500, 0.6, 11));
    expect(calibration.converged).toBe(true);
    const errors = trueItems.map((item) => {
      const fitted = calibration.items.get(item.itemId)!;
      return { a: fitted.a - item.a, b: fitted.b - item.b };
    });
    const rmse = (values: number[]) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length);
    expect(rmse(errors.map((error) => error.b))).toBeLessThan(0.15);
    expect(rmse(errors.map((error) => error.a))).toBeLessThan(0.2);
  }, 30_000);

  it('keeps an item everyone got right finite and easy, thanks to the priors, even on a handful of learners', () => {
    const responses: ObservedResponse[] = [];
    for (let learner = 0; learner < 6; learner++) {
      responses.push({ learnerId: `l${learner}`, itemId: 'easy', correct: true });
      responses.push({ learnerId: `l${learner}`, itemId: 'mixed', correct: learner % 2 === 0 });
    }
    const calibration = calibrate2PL(responses);
    const easy = calibration.items.get('easy')!;
    expect(Number.isFinite(easy.b)).toBe(true);
    expect(easy.b).toBeLessThan(calibration.items.get('mixed')!.b);
    expect(easy.b).toBeGreaterThan(-6);
    expect(easy.a).toBeLessThan(4);
  });

  it('gives the same parameters for the same responses', () => {
    const responses = simulate(300, 0.7, 5);
    expect([...calibrate2PL(responses).items]).toEqual([...calibrate2PL(responses).items]);
  }, 30_000);
});
