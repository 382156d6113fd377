/**
 * A synthetic 2PL bank and population for evaluating adaptive tests: discriminations uniform on [0.8, 2.5] as ADR 15
 * sets out, difficulties uniform on [-3, 3] so learners in the tails still find items near them, abilities standard normal.
 */
import { probabilityCorrect } from '../irt/two-parameter-logistic.js';
import type { SeededRandom } from '../shared/seeded-random.js';
import type { BankItem } from './item-selection.js';
import type { SimulatedLearner } from './cat-simulation.js';

export interface BankShape {
  readonly items: number;
  readonly aRange: readonly [number, number];
  readonly bRange: readonly [number, number];
}

export const defaultBankShape: BankShape = { items: 200, aRange: [0.8, 2.5], bRange: [-3, 3] };

export function simulatedBank(random: SeededRandom, shape: BankShape = defaultBankShape): BankItem[] {
  const between = ([low, high]: readonly [number, number]) => low + (high - low) * random.next();
  return Array.from({ length: shape.items }, (_, index) => ({ itemId: `item-${index}`, a: between(shape.aRange), b: between(shape.bRange) }));
}

/** Learners with true standard normal abilities who answer by the 2PL model. */
export function simulatedLearners(count: number, random: SeededRandom): SimulatedLearner[] {
  return Array.from({ length: count }, () => {
    const theta = random.normal();
    return { reference: theta, answer: (item, draw) => draw.next() < probabilityCorrect(theta, item) };
  });
}
