/**
 * A fixed grid of abilities with normal prior weights. EAP ability and EM calibration integrate over it instead of
 * solving for a point estimate, so an all-right or all-wrong pattern still gives a finite, honest answer.
 */
export interface QuadratureGrid {
  readonly nodes: readonly number[];
  /** Prior weights on the nodes, summing to one. */
  readonly weights: readonly number[];
}

export interface GridOptions {
  readonly points?: number;
  /** The grid spans mean +- bound standard deviations. */
  readonly bound?: number;
  readonly mean?: number;
  readonly sd?: number;
}

export function normalQuadrature({ points = 61, bound = 5, mean = 0, sd = 1 }: GridOptions = {}): QuadratureGrid {
  if (points < 3) throw new Error('A quadrature grid needs at least 3 points');
  const nodes = Array.from({ length: points }, (_, index) => mean + sd * (-bound + (2 * bound * index) / (points - 1)));
  const densities = nodes.map((node) => Math.exp(-0.5 * ((node - mean) / sd) ** 2));
  const total = densities.reduce((sum, density) => sum + density, 0);
  return { nodes, weights: densities.map((density) => density / total) };
}
