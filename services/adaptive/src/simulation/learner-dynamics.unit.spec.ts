import { describe, expect, it } from 'vitest';
import { abilityAt, defaultDynamics, effectiveAbility, learn, probabilityCorrect, type SimulatedItem } from './learner-dynamics.js';
import type { SyntheticLearner } from './synthetic-learner.js';

const DAY_MS = 86_400_000;
const learner: SyntheticLearner = {
  learnerId: 'learner-1',
  generalAbility: 0.2,
  priorAbilities: { algebra: -1, geometry: 1 },
  abilities: { algebra: -1, geometry: 1 },
  lastPracticedAt: {},
  learningRate: 0.1,
};
const algebra: SimulatedItem = { itemId: 'item-a', skillIds: ['algebra'], discrimination: 1.2, difficulty: 0 };
const both: SimulatedItem = { itemId: 'item-ab', skillIds: ['algebra', 'geometry'], discrimination: 1, difficulty: 0 };

describe('learner dynamics', () => {
  it('answers a 2PL item right half the time at its difficulty, more often above it', () => {
    expect(probabilityCorrect(learner, { ...algebra, difficulty: -1 }, 0)).toBeCloseTo(0.5, 10);
    expect(probabilityCorrect(learner, { ...algebra, difficulty: -2 }, 0)).toBeCloseTo(1 / (1 + Math.exp(-1.2)), 10);
  });

  it('meets an item of several skills with their mean, or with the weakest when skills are conjunctive', () => {
    expect(effectiveAbility(learner, both, 0)).toBe(0);
    expect(effectiveAbility(learner, both, 0, { ...defaultDynamics, skillCombination: 'weakest' })).toBe(-1);
    expect(effectiveAbility(learner, { skillIds: [] }, 0)).toBe(0.2);
  });

  it('learns the learning rate from a right answer and feedbackGain times it from a wrong one with feedback', () => {
    expect(learn(learner, algebra, true, 0).abilities.algebra).toBeCloseTo(-0.9, 10);
    expect(learn(learner, algebra, false, 0).abilities.algebra).toBeCloseTo(-1 + 0.1 * defaultDynamics.feedbackGain, 10);
    expect(learn(learner, algebra, false, 0, { sawFeedback: false }).abilities.algebra).toBeCloseTo(-0.9, 10);
    expect(learn(learner, algebra, true, 0).abilities.geometry).toBe(1);
  });

  it('forgets what it learned here toward the prior, never below it, and stops at the ceiling', () => {
    const practised = learn({ ...learner, learningRate: 1 }, algebra, true, 0);
    expect(abilityAt(practised, 'algebra', 0)).toBeCloseTo(0, 10);
    expect(abilityAt(practised, 'algebra', 10 * DAY_MS)).toBeCloseTo(-1 + Math.exp(-10 * defaultDynamics.forgettingPerDay), 10);
    expect(abilityAt(practised, 'algebra', 10_000 * DAY_MS)).toBeCloseTo(-1, 10);
    const capped = learn({ ...learner, learningRate: 10 }, algebra, true, 0);
    expect(capped.abilities.algebra).toBe(defaultDynamics.maxAbility);
  });

  it('fades the skill to the moment of practice before adding what the answer teaches', () => {
    const first = learn({ ...learner, learningRate: 1 }, algebra, true, 0);
    const again = learn(first, algebra, true, 20 * DAY_MS);
    expect(again.abilities.algebra).toBeCloseTo(-1 + Math.exp(-20 * defaultDynamics.forgettingPerDay) + 1, 10);
    expect(again.lastPracticedAt.algebra).toBe(20 * DAY_MS);
  });
});
