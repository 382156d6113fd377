import { describe, expect, it } from 'vitest';
import { levelForXp, xpToReachLevel } from './levels.rules.js';

describe('levels', () => {
  it('xpToReachLevel: each level costs 100 XP more than the one before', () => {
    expect([1, 2, 3, 4, 5].map(xpToReachLevel)).toEqual([0, 100, 300, 600, 1000]);
  });

  it('levelForXp: a learner is at the highest level whose XP they have, level 1 from zero', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(299)).toBe(2);
    expect(levelForXp(300)).toBe(3);
    expect(levelForXp(1000)).toBe(5);
  });

  it('levelForXp agrees with xpToReachLevel at every edge up to level 500', () => {
    for (let level = 1; level <= 500; level++) {
      expect(levelForXp(xpToReachLevel(level))).toBe(level);
      if (level > 1) expect(levelForXp(xpToReachLevel(level) - 1)).toBe(level - 1);
    }
  });
});
