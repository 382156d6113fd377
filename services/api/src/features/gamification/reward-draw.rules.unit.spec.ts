import { describe, expect, it } from 'vitest';
import { rewardRarities, rewardTypes } from '@pathwise/event-schemas';
import { drawReward } from './reward-draw.rules.js';

/** Product spec section 9: "Rewards: chance 30%". Written out here so the test checks the spec, not the code. */
const specifiedRewardChance = 0.3;

describe('reward draw', () => {
  it('drawReward: the same trigger id always draws the same reward', () => {
    for (let index = 0; index < 50; index++) {
      const id = `trigger-${index}`;
      expect(drawReward(id)).toEqual(drawReward(id));
    }
  });

  it('drawReward: gives a reward about 30% of the time over 20,000 seeds', () => {
    const draws = Array.from({ length: 20_000 }, (_, index) => drawReward(`00000000-0000-7000-8000-${String(index).padStart(12, '0')}`));
    const rate = draws.filter((draw) => draw.reward !== null).length / draws.length;
    // Binomial standard deviation at n = 20,000 is 0.0032; five of them either side.
    expect(rate).toBeGreaterThan(specifiedRewardChance - 0.016);
    expect(rate).toBeLessThan(specifiedRewardChance + 0.016);
  });

  it('drawReward: values span 10 to 109, every type and rarity occurs, rarer is scarcer', () => {
    const rewards = Array.from({ length: 20_000 }, (_, index) => drawReward(`seed-${index}`).reward).filter((reward) => reward !== null);
    const values = rewards.map((reward) => reward.value);
    expect(Math.min(...values)).toBe(10);
    expect(Math.max(...values)).toBe(109);
    expect(values.every(Number.isInteger)).toBe(true);
    expect(new Set(rewards.map((reward) => reward.type))).toEqual(new Set(rewardTypes));
    const count = (rarity: string) => rewards.filter((reward) => reward.rarity === rarity).length;
    expect(new Set(rewards.map((reward) => reward.rarity))).toEqual(new Set(rewardRarities));
    expect(count('common')).toBeGreaterThan(count('rare'));
    expect(count('rare')).toBeGreaterThan(count('epic'));
    expect(count('epic')).toBeGreaterThan(count('legendary'));
  });

  it('drawReward: stores the seed and rolls it used, and the display time of its rarity', () => {
    const draw = Array.from({ length: 2_000 }, (_, index) => drawReward(`legend-${index}`)).find((candidate) => candidate.reward?.rarity === 'legendary');
    expect(draw).toBeDefined();
    expect(draw!.rolls).toHaveLength(4);
    expect(draw!.rolls[0]).toBeLessThan(specifiedRewardChance);
    expect(draw!.reward!.displaySeconds).toBe(7);
  });
});
