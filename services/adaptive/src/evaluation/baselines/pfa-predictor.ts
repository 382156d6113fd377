import { fitSparseLogistic, linearScore, type SparseRow } from '../../knowledge-tracing/sparse-logistic-regression.js';
import { learnerSequences } from '../../knowledge-tracing/learner-sequences.js';
import { sigmoid } from '../../shared/logistic.js';
import { skillsOrPlaceholder, type SequentialPredictor } from '../sequential-predictor.js';

/**
 * Performance Factors Analysis (Pavlik, Cen and Koedinger 2009): logit = sum over the item's skills of
 * beta_skill + gamma_skill * prior successes + rho_skill * prior failures, fitted by logistic regression.
 */
export const pfaPredictor: SequentialPredictor = {
  name: 'PFA',
  train(observations) {
    const skillIds = [...new Set(observations.flatMap(skillsOrPlaceholder))].sort();
    const base = new Map(skillIds.map((id, k) => [id, 3 * k]));
    const rowFor = (counts: Map<string, { wins: number; fails: number }>, skills: readonly string[]) => {
      const indices: number[] = [];
      const values: number[] = [];
      for (const skillId of skills) {
        const column = base.get(skillId);
        if (column === undefined) continue;
        const count = counts.get(skillId) ?? { wins: 0, fails: 0 };
        indices.push(column, column + 1, column + 2);
        values.push(1, count.wins, count.fails);
      }
      return { indices, values };
    };
    const observe = (counts: Map<string, { wins: number; fails: number }>, skills: readonly string[], correct: boolean) => {
      for (const skillId of skills) {
        const count = counts.get(skillId) ?? { wins: 0, fails: 0 };
        counts.set(skillId, correct ? { ...count, wins: count.wins + 1 } : { ...count, fails: count.fails + 1 });
      }
    };
    const rows: SparseRow[] = [];
    for (const sequence of learnerSequences(observations).values()) {
      const counts = new Map<string, { wins: number; fails: number }>();
      for (const observation of sequence) {
        const skills = skillsOrPlaceholder(observation);
        rows.push({ ...rowFor(counts, skills), label: observation.correct ? 1 : 0 });
        observe(counts, skills, observation.correct);
      }
    }
    const dimension = 3 * skillIds.length;
    const weights = fitSparseLogistic(rows, dimension, { l2: new Array<number>(dimension).fill(0.01) });
    return {
      startLearner() {
        const counts = new Map<string, { wins: number; fails: number }>();
        return {
          predict: (observation) => sigmoid(linearScore(weights, rowFor(counts, skillsOrPlaceholder(observation)))),
          observe: (observation) => observe(counts, skillsOrPlaceholder(observation), observation.correct),
        };
      },
    };
  },
};
