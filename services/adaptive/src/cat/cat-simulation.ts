/**
 * Runs adaptive tests against simulated or replayed learners and summarises them the way ADR 15 sets out: length to the
 * SE target, the share reaching it within a length, ability RMSE and bias against a reference, and the highest item
 * exposure. Pure: the answers come from a callback and every random choice from the seeded source.
 */
import { seededRandom, type SeededRandom } from '../shared/seeded-random.js';
import type { AbilityEstimate } from '../irt/ability-estimate.js';
import { nextAdaptiveStep, type AdaptiveTestSettings, type AnsweredItem } from './adaptive-test.js';
import type { BankItem, ItemSelector } from './item-selection.js';
import type { StopReason } from './stopping-rule.js';
import { emptyLedger, recordTest, type ExposureLedger } from './exposure-control.js';

export interface SessionOutcome {
  readonly reference: number;
  readonly estimate: AbilityEstimate;
  readonly reason: StopReason;
  readonly itemIds: readonly string[];
}

export interface SimulatedLearner {
  /** The ability the estimate is judged against: the true one, or the full-test estimate on real data. */
  readonly reference: number;
  readonly answer: (item: BankItem, random: SeededRandom) => boolean;
}

export function runSession(
  bank: readonly BankItem[],
  learner: SimulatedLearner,
  settings: AdaptiveTestSettings,
  select: ItemSelector,
  random: SeededRandom,
): SessionOutcome {
  const answers: AnsweredItem[] = [];
  for (;;) {
    const step = nextAdaptiveStep(bank, answers, settings, random, select);
    if (step.kind === 'stop') {
      return { reference: learner.reference, estimate: step.estimate, reason: step.reason, itemIds: answers.map((answer) => answer.itemId) };
    }
    answers.push({ itemId: step.item.itemId, correct: learner.answer(step.item, random) });
  }
}

export interface SessionSummary {
  readonly sessions: number;
  readonly meanLength: number;
  /** Share of sessions that reached the SE target within `withinItems` items. */
  readonly shareReachingTarget: number;
  readonly withinItems: number;
  readonly rmse: number;
  /** Mean of estimate minus reference. */
  readonly bias: number;
  /** The largest share of sessions that saw any one item. */
  readonly maxExposure: number;
  /** Share of the bank that no session used. */
  readonly unusedShare: number;
}

export function summariseSessions(bank: readonly BankItem[], outcomes: readonly SessionOutcome[], withinItems: number): SessionSummary {
  const count = outcomes.length;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const errors = outcomes.map((outcome) => outcome.estimate.theta - outcome.reference);
  const exposure = new Map<string, number>();
  for (const outcome of outcomes) for (const itemId of outcome.itemIds) exposure.set(itemId, (exposure.get(itemId) ?? 0) + 1);
  return {
    sessions: count,
    meanLength: mean(outcomes.map((outcome) => outcome.itemIds.length)),
    shareReachingTarget: outcomes.filter((outcome) => outcome.reason === 'se-target' && outcome.itemIds.length <= withinItems).length / Math.max(1, count),
    withinItems,
    rmse: Math.sqrt(mean(errors.map((error) => error * error))),
    bias: mean(errors),
    maxExposure: Math.max(0, ...exposure.values()) / Math.max(1, count),
    unusedShare: bank.filter((item) => !exposure.has(item.itemId)).length / Math.max(1, bank.length),
  };
}

/**
 * Learners one after another, as they would arrive, so exposure counts from earlier tests reach later ones; each has
 * its own random stream so adding learners does not reshuffle earlier ones.
 */
export function simulateSessions(
  bank: readonly BankItem[],
  learners: readonly SimulatedLearner[],
  settings: AdaptiveTestSettings,
  selectorFor: (ledger: ExposureLedger) => ItemSelector,
  seed: number,
): SessionOutcome[] {
  let ledger = emptyLedger;
  return learners.map((learner, index) => {
    const outcome = runSession(bank, learner, settings, selectorFor(ledger), seededRandom((seed + index * 7919) >>> 0));
    ledger = recordTest(ledger, outcome.itemIds);
    return outcome;
  });
}
