/**
 * Calibration of a 2PL item bank by marginal maximum likelihood (Bock and Aitkin's EM over a quadrature grid), on a
 * sparse response matrix: each learner answered some of the items, never necessarily all. Abilities are integrated
 * out under a standard normal, which also fixes the scale.
 */
import { normalQuadrature, type QuadratureGrid } from './quadrature.js';
import { probabilityCorrect, type IrtItemParameters } from './two-parameter-logistic.js';
import { defaultItemPriors, fitItem, type ItemPriors } from './item-fit.js';

export interface ObservedResponse {
  readonly learnerId: string;
  readonly itemId: string;
  readonly correct: boolean;
}

export interface CalibrationOptions {
  readonly grid?: QuadratureGrid;
  readonly priors?: ItemPriors;
  readonly maxIterations?: number;
  /** Stop when no parameter moved more than this in an iteration. */
  readonly tolerance?: number;
}

export interface Calibration {
  readonly items: ReadonlyMap<string, IrtItemParameters>;
  readonly iterations: number;
  readonly converged: boolean;
  /** Marginal log likelihood at the last E-step. */
  readonly logLikelihood: number;
}

interface IndexedResponses {
  readonly itemIds: string[];
  /** Per learner: the item indices answered and whether each was right. */
  readonly byLearner: { item: number; correct: boolean }[][];
}

function indexResponses(responses: readonly ObservedResponse[]): IndexedResponses {
  const itemIndex = new Map<string, number>();
  const learnerIndex = new Map<string, number>();
  const byLearner: { item: number; correct: boolean }[][] = [];
  for (const response of responses) {
    let item = itemIndex.get(response.itemId);
    if (item === undefined) itemIndex.set(response.itemId, (item = itemIndex.size));
    let learner = learnerIndex.get(response.learnerId);
    if (learner === undefined) {
      learnerIndex.set(response.learnerId, (learner = learnerIndex.size));
      byLearner.push([]);
    }
    byLearner[learner]!.push({ item, correct: response.correct });
  }
  return { itemIds: [...itemIndex.keys()], byLearner };
}

export function calibrate2PL(responses: readonly ObservedResponse[], options: CalibrationOptions = {}): Calibration {
  const { grid = normalQuadrature({ points: 41, bound: 4 }), priors = defaultItemPriors, maxIterations = 200, tolerance = 1e-3 } = options;
  const { itemIds, byLearner } = indexResponses(responses);
  const nodes = grid.nodes;
  const logPrior = Float64Array.from(grid.weights, Math.log);
  let items: IrtItemParameters[] = itemIds.map(() => ({ a: 1, b: 0 }));
  let logLikelihood = -Infinity;
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const answered = itemIds.map(() => new Float64Array(nodes.length));
    const correct = itemIds.map(() => new Float64Array(nodes.length));
    // Rows of log P and log Q per item on the grid, added learner by learner: contiguous arrays keep the E-step fast.
    const logP = items.map((item) => Float64Array.from(nodes, (theta) => Math.log(probabilityCorrect(theta, item))));
    const logQ = items.map((item) => Float64Array.from(nodes, (theta) => Math.log(1 - probabilityCorrect(theta, item))));
    logLikelihood = 0;
    const posterior = new Float64Array(nodes.length);
    for (const answers of byLearner) {
      posterior.set(logPrior);
      for (const answer of answers) {
        const row = answer.correct ? logP[answer.item]! : logQ[answer.item]!;
        for (let k = 0; k < nodes.length; k++) posterior[k] = posterior[k]! + row[k]!;
      }
      let peak = -Infinity;
      for (let k = 0; k < nodes.length; k++) peak = Math.max(peak, posterior[k]!);
      let sum = 0;
      for (let k = 0; k < nodes.length; k++) {
        posterior[k] = Math.exp(posterior[k]! - peak);
        sum += posterior[k]!;
      }
      logLikelihood += peak + Math.log(sum);
      for (const answer of answers) {
        const itemAnswered = answered[answer.item]!;
        const itemCorrect = correct[answer.item]!;
        for (let k = 0; k < nodes.length; k++) {
          const weight = posterior[k]! / sum;
          itemAnswered[k] = itemAnswered[k]! + weight;
          if (answer.correct) itemCorrect[k] = itemCorrect[k]! + weight;
        }
      }
    }
    const next = items.map((item, index) => fitItem(item, nodes, { answered: answered[index]!, correct: correct[index]! }, priors));
    const change = Math.max(0, ...next.map((item, index) => Math.max(Math.abs(item.a - items[index]!.a), Math.abs(item.b - items[index]!.b))));
    items = next;
    if (change < tolerance) return { items: toMap(itemIds, items), iterations: iteration, converged: true, logLikelihood };
  }
  return { items: toMap(itemIds, items), iterations: maxIterations, converged: false, logLikelihood };
}

const toMap = (itemIds: readonly string[], items: readonly IrtItemParameters[]) =>
  new Map(itemIds.map((itemId, index) => [itemId, items[index]!]));
