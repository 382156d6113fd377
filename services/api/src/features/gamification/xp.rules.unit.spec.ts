import { describe, expect, it } from 'vitest';
import { COURSE_COMPLETED_XP, LESSON_COMPLETED_XP, MASTERY_GAINED_XP, diminishedXp, quizPassedXp } from './xp.rules.js';

describe('XP rules', () => {
  it('diminishedXp: each repeat of the same lesson earns half the one before, then nothing', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((repetition) => diminishedXp(LESSON_COMPLETED_XP, repetition))).toEqual([20, 10, 5, 2, 1, 0, 0]);
  });

  it('diminishedXp: a hundredth repeat earns nothing and does not wrap around', () => {
    expect(diminishedXp(50, 100)).toBe(0);
    expect(diminishedXp(50, 32)).toBe(0);
  });

  it('diminishedXp: refuses a repetition below one or fractional', () => {
    expect(() => diminishedXp(20, 0)).toThrow(RangeError);
    expect(() => diminishedXp(20, 1.5)).toThrow(RangeError);
  });

  it('quizPassedXp: a pass earns 30 plus one per five points of score, clamped to 0..100', () => {
    expect(quizPassedXp(0)).toBe(30);
    expect(quizPassedXp(50)).toBe(40);
    expect(quizPassedXp(100)).toBe(50);
    expect(quizPassedXp(140)).toBe(50);
  });

  it('COURSE_COMPLETED_XP: finishing a course earns more than any one quiz pass or mastered skill it took', () => {
    expect(COURSE_COMPLETED_XP).toBe(100);
    expect(COURSE_COMPLETED_XP).toBeGreaterThan(quizPassedXp(100));
    expect(COURSE_COMPLETED_XP).toBeGreaterThan(MASTERY_GAINED_XP);
    // Earned once per course: the first time is the only time, at the full amount.
    expect(diminishedXp(COURSE_COMPLETED_XP, 1)).toBe(100);
  });
});
