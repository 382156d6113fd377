import { seedFrom, seededRandom } from '@pathwise/adaptive';
import { rewardDisplaySeconds } from '@pathwise/contracts';
import { rewardTypes, type RewardRarity, type RewardType } from '@pathwise/event-schemas';

/** Spec section 9: a trigger gives a reward three times in ten, worth 10 to 109. */
export const REWARD_CHANCE = 0.3;
export const REWARD_MIN_VALUE = 10;
export const REWARD_VALUE_SPAN = 100;
/** Rarer is scarcer: cumulative chances of common, rare, epic and legendary (60, 25, 11, 4 percent). */
const rarityThresholds: readonly [RewardRarity, number][] = [
  ['common', 0.6],
  ['rare', 0.85],
  ['epic', 0.96],
  ['legendary', 1],
];

export interface RewardDraw {
  readonly seed: number;
  /** The generator's four outputs: chance, type, value, rarity. */
  readonly rolls: readonly [number, number, number, number];
  /** Null when the chance roll missed. */
  readonly reward: { readonly type: RewardType; readonly value: number; readonly rarity: RewardRarity; readonly displaySeconds: number } | null;
}

/**
 * Draws the reward of a trigger from a generator seeded by the trigger's event id: the same trigger always draws the
 * same, so the outcome can be stored with its seed and checked, and a retry never draws twice.
 */
export function drawReward(triggerEventId: string): RewardDraw {
  const seed = seedFrom(triggerEventId);
  const random = seededRandom(seed);
  const rolls = [random.next(), random.next(), random.next(), random.next()] as const;
  if (rolls[0] >= REWARD_CHANCE) return { seed, rolls, reward: null };
  const type = rewardTypes[Math.floor(rolls[1] * rewardTypes.length)]!;
  const value = REWARD_MIN_VALUE + Math.floor(rolls[2] * REWARD_VALUE_SPAN);
  const rarity = rarityThresholds.find(([, threshold]) => rolls[3] < threshold)![0];
  return { seed, rolls, reward: { type, value, rarity, displaySeconds: rewardDisplaySeconds[rarity] } };
}
