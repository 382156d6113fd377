/**
 * Expected a posteriori (EAP) ability: the posterior mean over a quadrature grid under a normal prior, with the
 * posterior standard deviation as its standard error. Unlike maximum likelihood it exists from the first answer on,
 * which is what an adaptive test needs to choose its second item.
 */
import { probabilityCorrect, type IrtItemParameters } from './two-parameter-logistic.js';
import { normalQuadrature, type QuadratureGrid } from './quadrature.js';

export interface ScoredResponse {
  readonly item: IrtItemParameters;
  readonly correct: boolean;
}

export interface AbilityEstimate {
  readonly theta: number;
  /** Posterior standard deviation. */
  readonly se: number;
}

const defaultGrid = normalQuadrature();

/** Log posterior (unnormalised) on each grid node; kept in logs so long tests do not underflow. */
export function logPosterior(responses: readonly ScoredResponse[], grid: QuadratureGrid = defaultGrid): number[] {
  return grid.nodes.map((theta, index) => {
    let total = Math.log(grid.weights[index]!);
    for (const response of responses) {
      const p = probabilityCorrect(theta, response.item);
      total += Math.log(response.correct ? p : 1 - p);
    }
    return total;
  });
}

/** Normalised posterior weights from log weights. */
export function normalise(logWeights: readonly number[]): number[] {
  const peak = Math.max(...logWeights);
  const weights = logWeights.map((value) => Math.exp(value - peak));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

export function summarisePosterior(posterior: readonly number[], grid: QuadratureGrid): AbilityEstimate {
  let mean = 0;
  for (let index = 0; index < posterior.length; index++) mean += posterior[index]! * grid.nodes[index]!;
  let variance = 0;
  for (let index = 0; index < posterior.length; index++) variance += posterior[index]! * (grid.nodes[index]! - mean) ** 2;
  return { theta: mean, se: Math.sqrt(variance) };
}

export const eapAbility = (responses: readonly ScoredResponse[], grid: QuadratureGrid = defaultGrid): AbilityEstimate =>
  summarisePosterior(normalise(logPosterior(responses, grid)), grid);

/** The posterior probability that ability is at least `cut`: how sure we are a learner is past a bar. */
export function probabilityAbove(responses: readonly ScoredResponse[], cut: number, grid: QuadratureGrid = defaultGrid): number {
  const posterior = normalise(logPosterior(responses, grid));
  return posterior.reduce((sum, weight, index) => (grid.nodes[index]! >= cut ? sum + weight : sum), 0);
}
