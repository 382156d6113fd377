/**
 * The two-parameter logistic (2PL) item response model: the chance that a learner of ability theta answers an item
 * right is sigmoid(a * (theta - b)), with discrimination a and difficulty b on the same scale as theta. We leave out
 * the 1.7 scaling constant, so a is on the logistic metric.
 */
import { clampProbability, sigmoid } from '../shared/logistic.js';

export interface IrtItemParameters {
  /** Discrimination: how sharply the item separates abilities around its difficulty. */
  readonly a: number;
  /** Difficulty: the ability at which the chance of a right answer is one half. */
  readonly b: number;
}

export const probabilityCorrect = (theta: number, item: IrtItemParameters): number =>
  clampProbability(sigmoid(item.a * (theta - item.b)));

/** Fisher information a^2 P (1 - P): how much one answer to the item narrows the ability estimate at theta. */
export function fisherInformation(theta: number, item: IrtItemParameters): number {
  const p = probabilityCorrect(theta, item);
  return item.a * item.a * p * (1 - p);
}

/** The information a set of items gives at theta; its inverse square root is the standard error of a maximum-likelihood ability. */
export const testInformation = (theta: number, items: readonly IrtItemParameters[]): number =>
  items.reduce((sum, item) => sum + fisherInformation(theta, item), 0);
