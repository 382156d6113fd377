import type { SeededRandom } from '../shared/seeded-random.js';
import type { SimulatedItem } from './learner-dynamics.js';

export interface ItemBankParameters {
  readonly skillIds: readonly string[];
  readonly itemsPerSkill: number;
  /** Discriminations are drawn uniformly in this range (real banks spread about 0.8 to 2.5). */
  readonly discrimination: readonly [number, number];
  /** Difficulties are normal with this mean and spread. */
  readonly meanDifficulty: number;
  readonly difficultySpread: number;
}

export const defaultItemBank: Omit<ItemBankParameters, 'skillIds'> = {
  itemsPerSkill: 10,
  discrimination: [0.8, 2.5],
  meanDifficulty: 0,
  difficultySpread: 1,
};

/** A 2PL item bank with one skill per item, `item-<skill>-<n>`; the same random state gives the same bank. */
export function syntheticItemBank(random: SeededRandom, parameters: Partial<ItemBankParameters> & Pick<ItemBankParameters, 'skillIds'>): SimulatedItem[] {
  const bank = { ...defaultItemBank, ...parameters };
  const [low, high] = bank.discrimination;
  return bank.skillIds.flatMap((skillId) =>
    Array.from({ length: bank.itemsPerSkill }, (_, index) => ({
      itemId: `item-${skillId}-${index + 1}`,
      skillIds: [skillId],
      discrimination: low + (high - low) * random.next(),
      difficulty: bank.meanDifficulty + bank.difficultySpread * random.normal(),
    })),
  );
}
