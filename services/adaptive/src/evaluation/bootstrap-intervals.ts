import { seededRandom } from '../shared/seeded-random.js';
import { METRIC_NAMES, predictionMetrics, type PredictionMetrics, type ScoredAnswer } from './metrics.js';

export type Interval = readonly [number, number];
export type MetricIntervals = Readonly<Record<keyof PredictionMetrics, Interval>>;
/** The metrics of each bootstrap sample, in sample order. */
export type BootstrapDraws = readonly PredictionMetrics[];

/**
 * A bootstrap over learners (answers of one learner are not independent, so whole learners are resampled). Seeded,
 * and the resampled learners depend only on the seed and the number of learners, so every method evaluated on the
 * same test set sees the same samples: differences between methods can be read sample by sample (paired).
 */
export function bootstrapDraws(perLearner: readonly (readonly ScoredAnswer[])[], samples: number, seed: number): BootstrapDraws {
  const random = seededRandom(seed);
  return Array.from({ length: samples }, () => {
    const resampled: ScoredAnswer[] = [];
    for (let k = 0; k < perLearner.length; k++) resampled.push(...(perLearner[random.integer(perLearner.length)] ?? []));
    return predictionMetrics(resampled);
  });
}

/** The 2.5% and 97.5% percentiles, ignoring undefined values (an AUC of a sample with a single outcome). */
export function percentileInterval(values: readonly number[]): Interval {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? Number.NaN;
  return [at(0.025), at(0.975)];
}

export function metricIntervals(draws: BootstrapDraws): MetricIntervals {
  const of = (name: keyof PredictionMetrics) => percentileInterval(draws.map((metrics) => metrics[name]));
  return Object.fromEntries(METRIC_NAMES.map((name) => [name, of(name)])) as Record<keyof PredictionMetrics, Interval>;
}
