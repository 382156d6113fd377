import type { Observation } from '../knowledge-tracing/knowledge-model.js';
import { learnerSequences } from '../knowledge-tracing/learner-sequences.js';
import { bootstrapDraws, metricIntervals, percentileInterval, type Interval, type MetricIntervals } from './bootstrap-intervals.js';
import { predictionMetrics, type PredictionMetrics, type ScoredAnswer } from './metrics.js';
import type { SequentialPredictor } from './sequential-predictor.js';

export interface PredictorEvaluation {
  readonly name: string;
  readonly metrics: PredictionMetrics;
  readonly intervals: MetricIntervals;
  /** How much higher the first method's AUC is than this one's, with its paired 95% interval; absent for the first. */
  readonly aucBehindFirst?: { readonly difference: number; readonly interval: Interval };
  readonly answers: number;
}

export interface EvaluationOptions {
  readonly bootstrapSamples: number;
  readonly seed: number;
}

/** Every test answer predicted from that learner's earlier test answers only, after training on the train set. */
export function scoreLearners(predictor: SequentialPredictor, train: readonly Observation[], test: readonly Observation[]): ScoredAnswer[][] {
  const trained = predictor.train(train);
  return [...learnerSequences(test).values()].map((sequence) => {
    const session = trained.startLearner();
    return sequence.map((observation) => {
      const predicted = session.predict(observation);
      session.observe(observation);
      return { predicted, correct: observation.correct };
    });
  });
}

export function evaluatePredictors(
  predictors: readonly SequentialPredictor[],
  train: readonly Observation[],
  test: readonly Observation[],
  options: EvaluationOptions,
): PredictorEvaluation[] {
  const scored = predictors.map((predictor) => {
    const perLearner = scoreLearners(predictor, train, test);
    return { predictor, perLearner, metrics: predictionMetrics(perLearner.flat()), draws: bootstrapDraws(perLearner, options.bootstrapSamples, options.seed) };
  });
  const first = scored[0];
  return scored.map(({ predictor, perLearner, metrics, draws }, index) => ({
    name: predictor.name,
    metrics,
    intervals: metricIntervals(draws),
    ...(first && index > 0
      ? {
          aucBehindFirst: {
            difference: first.metrics.auc - metrics.auc,
            interval: percentileInterval(draws.map((draw, k) => (first.draws[k]?.auc ?? Number.NaN) - draw.auc)),
          },
        }
      : {}),
    answers: perLearner.reduce((sum, answers) => sum + answers.length, 0),
  }));
}
