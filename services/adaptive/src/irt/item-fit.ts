/**
 * The M-step of 2PL calibration for one item: maximise the expected complete-data log likelihood over the grid plus
 * mild priors (log a ~ N(0, 0.5^2), b ~ N(0, 2^2)) by Fisher scoring. The priors keep an item that few learners
 * answered, or that everyone got right, from running off to an infinite slope or difficulty.
 */
import { probabilityCorrect, type IrtItemParameters } from './two-parameter-logistic.js';

export interface ItemPriors {
  /** Standard deviation of log a around log 1. */
  readonly logASd: number;
  /** Standard deviation of b around 0. */
  readonly bSd: number;
}

export const defaultItemPriors: ItemPriors = { logASd: 0.5, bSd: 2 };

/** Expected counts at each grid node: learners there who answered the item, and of those, how many got it right. */
export interface ExpectedCounts {
  readonly answered: Float64Array;
  readonly correct: Float64Array;
}

const A_RANGE = [0.2, 4] as const;
const B_RANGE = [-6, 6] as const;
const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

function objective(item: IrtItemParameters, nodes: readonly number[], counts: ExpectedCounts, priors: ItemPriors): number {
  let total = -(Math.log(item.a) ** 2) / (2 * priors.logASd ** 2) - Math.log(item.a) - item.b ** 2 / (2 * priors.bSd ** 2);
  for (let k = 0; k < nodes.length; k++) {
    const p = probabilityCorrect(nodes[k]!, item);
    total += counts.correct[k]! * Math.log(p) + (counts.answered[k]! - counts.correct[k]!) * Math.log(1 - p);
  }
  return total;
}

export function fitItem(
  start: IrtItemParameters,
  nodes: readonly number[],
  counts: ExpectedCounts,
  priors: ItemPriors = defaultItemPriors,
  steps = 8,
): IrtItemParameters {
  let item = start;
  let current = objective(item, nodes, counts, priors);
  for (let step = 0; step < steps; step++) {
    const { a, b } = item;
    // Gradient and expected information of the log posterior in (a, b).
    let gA = -Math.log(a) / (a * priors.logASd ** 2) - 1 / a;
    let gB = -b / priors.bSd ** 2;
    let iAA = 1 / (a * a * priors.logASd ** 2);
    let iBB = 1 / priors.bSd ** 2;
    let iAB = 0;
    for (let k = 0; k < nodes.length; k++) {
      const n = counts.answered[k]!;
      if (n === 0) continue;
      const p = probabilityCorrect(nodes[k]!, item);
      const residual = counts.correct[k]! - n * p;
      const distance = nodes[k]! - b;
      const weight = n * p * (1 - p);
      gA += residual * distance;
      gB -= residual * a;
      iAA += weight * distance * distance;
      iBB += weight * a * a;
      iAB -= weight * distance * a;
    }
    const determinant = iAA * iBB - iAB * iAB;
    if (!(determinant > 1e-12)) break;
    const deltaA = (iBB * gA - iAB * gB) / determinant;
    const deltaB = (iAA * gB - iAB * gA) / determinant;
    // Step halving keeps each update an improvement even far from the optimum.
    let scale = 1;
    let improved = false;
    while (scale > 1e-3) {
      const candidate = { a: clamp(a + scale * deltaA, A_RANGE), b: clamp(b + scale * deltaB, B_RANGE) };
      const value = objective(candidate, nodes, counts, priors);
      if (value >= current) {
        item = candidate;
        current = value;
        improved = true;
        break;
      }
      scale /= 2;
    }
    if (!improved || Math.abs(deltaA) + Math.abs(deltaB) < 1e-6) break;
  }
  return item;
}
