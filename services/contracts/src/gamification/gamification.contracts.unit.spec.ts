import { describe, expect, it } from 'vitest';
import { DEFAULT_ACHIEVEMENT_XP, achievementById, achievementCatalogue, rewardDisplaySeconds } from './gamification-rules.contracts.js';
import { StatsUpdateRequest } from './gamification.contracts.js';

describe('gamification contracts', () => {
  it('the catalogue holds the 14 achievements of spec section 9 with their points', () => {
    expect(Object.fromEntries(achievementCatalogue.map((entry) => [entry.id, entry.points]))).toEqual({
      'first-course': 100,
      'five-courses': 500,
      'ten-courses': 1000,
      'first-student': 50,
      'hundred-students': 500,
      'thousand-students': 2000,
      'first-sale': 100,
      'thousand-revenue': 750,
      'ten-thousand-revenue': 3000,
      'week-streak': 200,
      'month-streak': 1000,
      'perfect-rating': 500,
      'early-adopter': 1000,
      'community-helper': 500,
    });
    expect(achievementCatalogue.every((entry) => entry.xpValue === DEFAULT_ACHIEVEMENT_XP)).toBe(true);
    expect(achievementById('week-streak')).toMatchObject({ category: 'engagement', rarity: 'rare' });
    expect(achievementById('nope')).toBeUndefined();
  });

  it('rewards show 3, 4, 5 and 7 seconds by rarity', () => {
    expect(rewardDisplaySeconds).toEqual({ common: 3, rare: 4, epic: 5, legendary: 7 });
  });

  it('a stats report refuses negative, huge, fractional and non-numeric values and unknown fields', () => {
    for (const body of [{ xp: -1 }, { points: 1_000_001 }, { level: 1.5 }, { points_gained: '5' }, { streak_days: null }, { coins: 3 }]) {
      expect(StatsUpdateRequest.safeParse(body).success).toBe(false);
    }
    expect(StatsUpdateRequest.parse({ points_gained: 5, quiz_completed: true })).toEqual({ points_gained: 5, quiz_completed: true });
  });
});
