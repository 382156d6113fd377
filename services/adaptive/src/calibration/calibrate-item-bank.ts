import { calibrate2PL } from '../irt/calibration.js';
import type { IrtItemParameters } from '../irt/two-parameter-logistic.js';
import type { Observation } from '../knowledge-tracing/knowledge-model.js';
import { learnerSequences } from '../knowledge-tracing/learner-sequences.js';

export interface ItemBankPolicy {
  /** Below this many learners the 2PL slopes are mostly prior: the bank keeps its creator's difficulties. */
  readonly minLearners: number;
  /** An item answered by fewer learners keeps its creator's difficulty. */
  readonly minItemAnswers: number;
}

export const defaultItemBankPolicy: ItemBankPolicy = { minLearners: 30, minItemAnswers: 10 };

export interface CalibratedBankItem extends IrtItemParameters {
  readonly itemId: string;
  /** Learners whose first answer to the item the fit used. */
  readonly answers: number;
}

export interface ItemBankCalibration {
  readonly learners: number;
  readonly items: readonly CalibratedBankItem[];
  readonly converged: boolean;
}

/**
 * 2PL parameters for an item bank (a course's items, for its placement test) from each learner's first answer to
 * each item: later answers follow feedback and practice, which a static ability model would read as a harder or
 * flatter item. Null until enough learners have answered.
 */
export function calibrateItemBank(observations: readonly Observation[], policy: ItemBankPolicy = defaultItemBankPolicy): ItemBankCalibration | null {
  const sequences = learnerSequences(observations);
  if (sequences.size < policy.minLearners) return null;
  const firstAnswers = [...sequences.values()].flatMap((sequence) => {
    const seen = new Set<string>();
    return sequence.filter((observation) => !seen.has(observation.itemId) && seen.add(observation.itemId));
  });
  const answersPerItem = new Map<string, number>();
  for (const answer of firstAnswers) answersPerItem.set(answer.itemId, (answersPerItem.get(answer.itemId) ?? 0) + 1);
  const responses = firstAnswers.filter((answer) => answersPerItem.get(answer.itemId)! >= policy.minItemAnswers);
  if (responses.length === 0) return null;
  const fitted = calibrate2PL(responses);
  const items = [...fitted.items]
    .map(([itemId, parameters]) => ({ itemId, ...parameters, answers: answersPerItem.get(itemId)! }))
    .sort((left, right) => left.itemId.localeCompare(right.itemId));
  return { learners: sequences.size, items, converged: fitted.converged };
}
