/**
 * The conventional baseline: one form for everyone, made of the items most informative on average over the
 * population (expected Fisher information under the prior), given in that order.
 */
import { fisherInformation } from '../irt/two-parameter-logistic.js';
import { normalQuadrature, type QuadratureGrid } from '../irt/quadrature.js';
import type { BankItem, ItemSelector } from './item-selection.js';

export function bestFixedForm(bank: readonly BankItem[], length: number, grid: QuadratureGrid = normalQuadrature()): BankItem[] {
  const expected = (item: BankItem) => grid.nodes.reduce((sum, theta, index) => sum + grid.weights[index]! * fisherInformation(theta, item), 0);
  return bank
    .map((item, order) => ({ item, order, information: expected(item) }))
    .sort((left, right) => right.information - left.information || left.order - right.order)
    .slice(0, length)
    .map(({ item }) => item);
}

/** Asks the form's items in order, whatever the answers. */
export const fixedFormSelector =
  (form: readonly BankItem[]): ItemSelector =>
  (_bank, used) =>
    form.find((item) => !used.has(item.itemId)) ?? null;
