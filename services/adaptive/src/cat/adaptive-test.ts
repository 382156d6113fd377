/**
 * One step of a computerized adaptive test: from the answers so far, either the next item to ask or the reason to stop,
 * with the EAP ability either way. Stateless: the caller keeps the answers (the server in its event log), chooses the
 * selector (exposure-controlled for real tests, see exposure-control.ts), and passes a random source seeded from the
 * test and position so a replay asks the same items.
 */
import { eapAbility, type AbilityEstimate } from '../irt/ability-estimate.js';
import type { QuadratureGrid } from '../irt/quadrature.js';
import type { SeededRandom } from '../shared/seeded-random.js';
import type { BankItem, ItemSelector } from './item-selection.js';
import { stopReason, type StopReason, type StoppingRule } from './stopping-rule.js';

export interface AdaptiveTestSettings {
  readonly stopping: StoppingRule;
  readonly grid?: QuadratureGrid;
}

export interface AnsweredItem {
  readonly itemId: string;
  readonly correct: boolean;
}

export type AdaptiveTestStep =
  | { readonly kind: 'ask'; readonly item: BankItem; readonly estimate: AbilityEstimate }
  | { readonly kind: 'stop'; readonly reason: StopReason; readonly estimate: AbilityEstimate };

export function abilityFrom(bank: readonly BankItem[], answers: readonly AnsweredItem[], grid?: QuadratureGrid): AbilityEstimate {
  const byId = new Map(bank.map((item) => [item.itemId, item]));
  const scored = answers.flatMap((answer) => {
    const item = byId.get(answer.itemId);
    return item ? [{ item, correct: answer.correct }] : [];
  });
  return eapAbility(scored, grid);
}

export function nextAdaptiveStep(
  bank: readonly BankItem[],
  answers: readonly AnsweredItem[],
  settings: AdaptiveTestSettings,
  random: SeededRandom,
  select: ItemSelector,
): AdaptiveTestStep {
  const estimate = abilityFrom(bank, answers, settings.grid);
  const used = new Set(answers.map((answer) => answer.itemId));
  const remaining = bank.filter((item) => !used.has(item.itemId)).length;
  const reason = stopReason(estimate.se, answers.length, remaining, settings.stopping);
  if (reason) return { kind: 'stop', reason, estimate };
  const item = select(bank, used, estimate.theta, random);
  return item ? { kind: 'ask', item, estimate } : { kind: 'stop', reason: 'bank-exhausted', estimate };
}
