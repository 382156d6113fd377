import { seededRandom } from '../shared/seeded-random.js';
import { METRIC_NAMES, predictionMetrics, type PredictionMetrics, type ScoredAnswer } from './metrics.js';

export type MetricIntervals = Readonly<Record<keyof PredictionMetrics, readonly [number, number]>>;

/**
 * 95% percentile intervals from a bootstrap over learners (answers of one learner are not independent, so whole
 * learners are resampled). Seeded: the same data and seed give the same intervals, for every method alike.
 */
export function bootstrapIntervals(perLearner: readonly (readonly ScoredAnswer[])[], samples: number, seed: number): MetricIntervals {
  const random = seededRandom(seed);
  const draws: Record<keyof PredictionMetrics, number[]> = { auc: [], logLoss: [], rmse: [], accuracy: [] };
  for (let sample = 0; sample < samples; sample++) {
    const resampled: ScoredAnswer[] = [];
    for (let k = 0; k < perLearner.length; k++) resampled.push(...(perLearner[random.integer(perLearner.length)] ?? []));
    const metrics = predictionMetrics(resampled);
    for (const name of METRIC_NAMES) if (!Number.isNaN(metrics[name])) draws[name].push(metrics[name]);
  }
  const interval = (values: number[]): readonly [number, number] => {
    const sorted = values.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? Number.NaN;
    return [at(0.025), at(0.975)];
  };
  return {
    auc: interval(draws.auc),
    logLoss: interval(draws.logLoss),
    rmse: interval(draws.rmse),
    accuracy: interval(draws.accuracy),
  };
}
