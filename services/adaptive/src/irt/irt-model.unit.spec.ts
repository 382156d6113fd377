import { describe, expect, it } from 'vitest';
import { fisherInformation, probabilityCorrect, testInformation } from './two-parameter-logistic.js';
import { eapAbility, probabilityAbove } from './ability-estimate.js';
import { normalQuadrature } from './quadrature.js';

describe('2PL model', () => {
  it('gives one half at the difficulty and grows with ability, faster for a sharper item', () => {
    expect(probabilityCorrect(1, { a: 1.5, b: 1 })).toBeCloseTo(0.5, 10);
    expect(probabilityCorrect(2, { a: 1, b: 1 })).toBeCloseTo(1 / (1 + Math.exp(-1)), 10);
    expect(probabilityCorrect(2, { a: 2, b: 1 })).toBeGreaterThan(probabilityCorrect(2, { a: 1, b: 1 }));
  });

  it('has its Fisher information peak a^2/4 at the difficulty', () => {
    const item = { a: 2, b: -0.5 };
    expect(fisherInformation(-0.5, item)).toBeCloseTo(1, 10);
    expect(fisherInformation(0.5, item)).toBeLessThan(1);
    expect(testInformation(-0.5, [item, item])).toBeCloseTo(2, 10);
  });
});

describe('EAP ability', () => {
  it('returns the prior (mean 0, SD about 1) when nothing was answered', () => {
    const estimate = eapAbility([]);
    expect(estimate.theta).toBeCloseTo(0, 6);
    expect(estimate.se).toBeCloseTo(1, 2);
  });

  it('moves up after a right answer, down by as much after a wrong one, and narrows with every answer', () => {
    const item = { a: 1.2, b: 0 };
    const right = eapAbility([{ item, correct: true }]);
    const wrong = eapAbility([{ item, correct: false }]);
    expect(right.theta).toBeGreaterThan(0.3);
    expect(wrong.theta).toBeCloseTo(-right.theta, 6);
    const five = eapAbility(Array.from({ length: 5 }, (_, index) => ({ item, correct: index % 2 === 0 })));
    expect(five.se).toBeLessThan(right.se);
  });

  it('stays finite for an all-right pattern and agrees with a finer grid', () => {
    const responses = Array.from({ length: 10 }, () => ({ item: { a: 2, b: 1 }, correct: true }));
    const coarse = eapAbility(responses);
    const fine = eapAbility(responses, normalQuadrature({ points: 201, bound: 6 }));
    expect(coarse.theta).toBeGreaterThan(1.5);
    expect(coarse.theta).toBeLessThan(5);
    expect(coarse.theta).toBeCloseTo(fine.theta, 2);
  });

  it('is surer that a learner is past the bar after more right answers', () => {
    const item = { a: 1, b: 0 };
    const after = (n: number) => probabilityAbove(Array.from({ length: n }, () => ({ item, correct: true })), 0);
    expect(after(0)).toBeCloseTo(0.5, 1);
    expect(after(3)).toBeGreaterThan(after(1));
  });
});
