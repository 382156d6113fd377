import { clampProbability, sigmoid } from '../shared/logistic.js';
import { minimiseLbfgs } from './lbfgs.js';

/** One training row: the non-zero features (indices into the weight vector, values) and the answer. */
export interface SparseRow {
  readonly indices: readonly number[];
  readonly values: readonly number[];
  readonly label: 0 | 1;
  /** A fixed addition to the logit (a known prior such as a creator's difficulty), not learned. */
  readonly offset?: number;
}

export interface LogisticFitOptions {
  /** L2 strength per weight, as a Gaussian prior of variance 1/strength centred on 0 (0 = unregularised). */
  readonly l2: readonly number[];
  readonly initialWeights?: readonly number[];
  readonly maxIterations?: number;
}

export const linearScore = (weights: ArrayLike<number>, row: Pick<SparseRow, 'indices' | 'values' | 'offset'>): number => {
  let score = row.offset ?? 0;
  for (let k = 0; k < row.indices.length; k++) score += (weights[row.indices[k] ?? 0] ?? 0) * (row.values[k] ?? 0);
  return score;
};

/**
 * L2-regularised logistic regression on sparse rows, minimising the summed log loss plus the penalty (a MAP fit),
 * with L-BFGS: one pass over the rows per evaluation, so it scales to many one-hot item and skill columns where a
 * Newton step would need a dense Hessian.
 */
export function fitSparseLogistic(rows: readonly SparseRow[], dimension: number, options: LogisticFitOptions): Float64Array {
  const { l2 } = options;
  const objective = (weights: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    for (const row of rows) {
      const p = clampProbability(sigmoid(linearScore(weights, row)));
      loss -= row.label === 1 ? Math.log(p) : Math.log(1 - p);
      const residual = p - row.label;
      for (let k = 0; k < row.indices.length; k++) {
        const index = row.indices[k] ?? 0;
        gradient[index] = (gradient[index] ?? 0) + residual * (row.values[k] ?? 0);
      }
    }
    for (let j = 0; j < dimension; j++) {
      const strength = l2[j] ?? 0;
      const w = weights[j] ?? 0;
      loss += 0.5 * strength * w * w;
      gradient[j] = (gradient[j] ?? 0) + strength * w;
    }
    return loss;
  };
  const start = new Float64Array(dimension);
  options.initialWeights?.forEach((w, j) => (start[j] = w));
  return minimiseLbfgs(objective, start, { maxIterations: options.maxIterations ?? 300 });
}
