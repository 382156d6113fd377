/**
 * Choosing the next item by Fisher information at the current EAP. Pure maximum information gives every learner near
 * the same ability the same items, so the bank's best items leak; the randomesque method (Kingsbury and Zara) draws
 * among the k most informative instead. exposure-control.ts adds the ceiling that actually bounds exposure.
 */
import { fisherInformation, type IrtItemParameters } from '../irt/two-parameter-logistic.js';
import type { SeededRandom } from '../shared/seeded-random.js';

export interface BankItem extends IrtItemParameters {
  readonly itemId: string;
}

/** How the next item is chosen from the unused ones, given the current ability. */
export type ItemSelector = (bank: readonly BankItem[], used: ReadonlySet<string>, theta: number, random: SeededRandom) => BankItem | null;

/** The k most informative unused items at theta, best first; ties keep bank order so the choice is reproducible. */
export function mostInformative(bank: readonly BankItem[], used: ReadonlySet<string>, theta: number, k: number): BankItem[] {
  // A bounded insertion list rather than a full sort: this runs once per item asked, over the whole bank.
  const best: { item: BankItem; information: number }[] = [];
  const size = Math.max(1, k);
  for (const item of bank) {
    if (used.has(item.itemId)) continue;
    const information = fisherInformation(theta, item);
    if (best.length === size && information <= best[size - 1]!.information) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.information < information) at--;
    best.splice(at, 0, { item, information });
    if (best.length > size) best.pop();
  }
  return best.map(({ item }) => item);
}

/** Randomesque maximum-information selection; k = 1 is plain maximum information. */
export function selectRandomesque(
  bank: readonly BankItem[],
  used: ReadonlySet<string>,
  theta: number,
  k: number,
  random: SeededRandom,
): BankItem | null {
  const candidates = mostInformative(bank, used, theta, k);
  return candidates.length === 0 ? null : candidates[random.integer(candidates.length)]!;
}

export const randomesqueSelector =
  (topK: number): ItemSelector =>
  (bank, used, theta, random) =>
    selectRandomesque(bank, used, theta, topK, random);

/** The baseline: any unused item, ignoring the estimate. */
export function selectAtRandom(bank: readonly BankItem[], used: ReadonlySet<string>, random: SeededRandom): BankItem | null {
  const candidates = bank.filter((item) => !used.has(item.itemId));
  return candidates.length === 0 ? null : candidates[random.integer(candidates.length)]!;
}
