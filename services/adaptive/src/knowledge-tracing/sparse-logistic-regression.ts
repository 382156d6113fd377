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
  const packed = packRows(rows);
  const l2 = Float64Array.from({ length: dimension }, (_, j) => options.l2[j] ?? 0);
  const objective = (weights: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    const { starts, indices, values, labels, offsets } = packed;
    for (let r = 0; r < labels.length; r++) {
      const end = starts[r + 1] as number;
      let score = offsets[r] as number;
      for (let k = starts[r] as number; k < end; k++) score += (weights[indices[k] as number] as number) * (values[k] as number);
      const p = clampProbability(sigmoid(score));
      const label = labels[r] as number;
      loss -= label === 1 ? Math.log(p) : Math.log(1 - p);
      const residual = p - label;
      for (let k = starts[r] as number; k < end; k++) (gradient[indices[k] as number] as number) += residual * (values[k] as number);
    }
    for (let j = 0; j < dimension; j++) {
      const w = weights[j] as number;
      loss += 0.5 * (l2[j] as number) * w * w;
      (gradient[j] as number) += (l2[j] as number) * w;
    }
    return loss;
  };
  const start = new Float64Array(dimension);
  options.initialWeights?.forEach((w, j) => (start[j] = w));
  return minimiseLbfgs(objective, start, { maxIterations: options.maxIterations ?? 300 });
}

/** Compressed sparse rows in typed arrays: the fit's inner loop runs several times faster than over objects. */
function packRows(rows: readonly SparseRow[]) {
  const total = rows.reduce((sum, row) => sum + row.indices.length, 0);
  const starts = new Int32Array(rows.length + 1);
  const indices = new Int32Array(total);
  const values = new Float64Array(total);
  const labels = new Float64Array(rows.length);
  const offsets = new Float64Array(rows.length);
  let cursor = 0;
  rows.forEach((row, r) => {
    starts[r] = cursor;
    row.indices.forEach((index, k) => {
      indices[cursor] = index;
      values[cursor++] = row.values[k] ?? 0;
    });
    labels[r] = row.label;
    offsets[r] = row.offset ?? 0;
  });
  starts[rows.length] = cursor;
  return { starts, indices, values, labels, offsets };
}
