/** Pearson's correlation of two equally long series; NaN when either is constant. */
export function pearsonCorrelation(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error('Correlation needs two series of the same length');
  const n = xs.length;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < n; index++) {
    const dx = xs[index]! - meanX;
    const dy = ys[index]! - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  return covariance / Math.sqrt(varianceX * varianceY);
}

/** Ranks from 1, ties sharing their mean rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((left, right) => left.value - right.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let position = start; position <= end; position++) result[order[position]!.index] = rank;
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation: does one series order things as the other does, whatever the scale. */
export function spearmanCorrelation(xs: readonly number[], ys: readonly number[]): number {
  return pearsonCorrelation(ranks(xs), ranks(ys));
}
