import { describe, expect, it } from 'vitest';
import { type ServedAttempt, decideDifficulty, defaultDifficultyPolicy } from './difficulty-policy.js';

const attempts = (outcomes: readonly boolean[], predictedSuccess: number, prefix = 'a'): ServedAttempt[] =>
  outcomes.map((correct, index) => ({ attemptId: `${prefix}${index + 1}`, predictedSuccess, correct }));

const allRight = (count: number) => Array.from({ length: count }, () => true);

describe('decideDifficulty', () => {
  it('moves up one level when predicted and observed success are both above the band', () => {
    const decision = decideDifficulty('beginner', attempts(allRight(5), 0.875));
    expect(decision).toEqual({
      oldLevel: 'beginner',
      newLevel: 'intermediate',
      reason: 'you answered 5 of your last 5 questions right and we predicted 88% success, above the 85% target',
      evidence: { predictedSuccess: 0.875, observedSuccess: 1, attemptIds: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    });
  });

  it('moves down one level when both are below the band', () => {
    const decision = decideDifficulty('advanced', attempts([false, true, false, false, true, false], 0.5));
    expect(decision?.newLevel).toBe('intermediate');
    expect(decision?.reason).toBe(
      'you answered 2 of your last 6 questions right and we predicted 50% success, below the 65% target',
    );
    expect(decision?.evidence.observedSuccess).toBeCloseTo(2 / 6);
  });

  it('keeps the level with no evidence or too few answers since the last change (hysteresis)', () => {
    expect(decideDifficulty('beginner', [])).toBeNull();
    const short = defaultDifficultyPolicy.minAttemptsSinceChange - 1;
    expect(decideDifficulty('beginner', attempts(allRight(short), 0.99))).toBeNull();
    expect(decideDifficulty('beginner', attempts(allRight(short + 1), 0.99))?.newLevel).toBe('intermediate');
  });

  it('keeps the level at the edges of the band, which belong to the band', () => {
    const { lower, upper } = defaultDifficultyPolicy.band;
    expect(decideDifficulty('advanced', attempts(allRight(8), upper))).toBeNull();
    const threeInFive = [true, false, true, false, true, false, true, false];
    expect(decideDifficulty('advanced', attempts(threeInFive, lower - 0.01))?.newLevel).toBe('intermediate');
    expect(decideDifficulty('advanced', attempts([true, true, false, true, false], lower))).toBeNull();
  });

  it('keeps the level when the prediction and the observations disagree', () => {
    expect(decideDifficulty('intermediate', attempts(allRight(6), 0.5))).toBeNull();
    expect(decideDifficulty('intermediate', attempts([false, false, false, false, false], 0.95))).toBeNull();
  });

  it('never moves past expert or below beginner', () => {
    expect(decideDifficulty('expert', attempts(allRight(8), 0.97))).toBeNull();
    expect(decideDifficulty('beginner', attempts([false, false, false, false, false], 0.2))).toBeNull();
  });

  it('decides on the most recent window only, so an early bad run is forgotten', () => {
    const { window } = defaultDifficultyPolicy;
    const history = [...attempts([false, false, false, false], 0.3, 'old'), ...attempts(allRight(window), 0.9)];
    const decision = decideDifficulty('intermediate', history);
    expect(decision?.newLevel).toBe('advanced');
    expect(decision?.evidence.attemptIds).toHaveLength(window);
    expect(decision?.evidence.attemptIds.some((id) => id.startsWith('old'))).toBe(false);
  });
});
