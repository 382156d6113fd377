import type { ItemDescription, Observation } from './knowledge-model.js';
import { fitSparseLogistic, type SparseRow } from './sparse-logistic-regression.js';

export interface RaschCalibration {
  /** Item difficulty on the ability scale, by item id. */
  readonly difficulties: ReadonlyMap<string, number>;
}

/** Prior of learner abilities N(0, 1) identifies the scale; item difficulties shrink toward the creator's prior. */
const ABILITY_L2 = 1;
const DIFFICULTY_L2 = 0.1;

/**
 * Joint maximum a posteriori fit of the Rasch (1PL) model: P(correct) = sigmoid(ability - difficulty). Used to
 * calibrate item difficulties from all learners' answers; abilities are a by-product and are discarded.
 */
export function calibrateRasch(observations: readonly Observation[], items: readonly ItemDescription[] = []): RaschCalibration {
  const priors = new Map(items.map((item) => [item.itemId, item.priorDifficulty ?? 0]));
  const itemColumns = new Map<string, number>();
  const learnerColumns = new Map<string, number>();
  const columnOf = (columns: Map<string, number>, id: string, base: number) => {
    const known = columns.get(id);
    if (known !== undefined) return known;
    columns.set(id, base + columns.size);
    return base + columns.size - 1;
  };
  for (const observation of observations) columnOf(itemColumns, observation.itemId, 0);
  const itemCount = itemColumns.size;
  const rows: SparseRow[] = observations.map((observation) => ({
    indices: [columnOf(itemColumns, observation.itemId, 0), columnOf(learnerColumns, observation.learnerId, itemCount)],
    values: [-1, 1],
    offset: -(priors.get(observation.itemId) ?? 0),
    label: observation.correct ? 1 : 0,
  }));
  const dimension = itemCount + learnerColumns.size;
  const l2 = Array.from({ length: dimension }, (_, j) => (j < itemCount ? DIFFICULTY_L2 : ABILITY_L2));
  const weights = fitSparseLogistic(rows, dimension, { l2, maxIterations: 200 });
  const difficulties = new Map<string, number>();
  for (const [itemId, column] of itemColumns) difficulties.set(itemId, (priors.get(itemId) ?? 0) + (weights[column] ?? 0));
  return { difficulties };
}
