import type { Observation } from '../knowledge-tracing/knowledge-model.js';
import { learnerSequences } from '../knowledge-tracing/learner-sequences.js';
import { bootstrapIntervals, type MetricIntervals } from './bootstrap-intervals.js';
import { predictionMetrics, type PredictionMetrics, type ScoredAnswer } from './metrics.js';
import type { SequentialPredictor } from './sequential-predictor.js';

export interface PredictorEvaluation {
  readonly name: string;
  readonly metrics: PredictionMetrics;
  readonly intervals: MetricIntervals;
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
  return predictors.map((predictor) => {
    const perLearner = scoreLearners(predictor, train, test);
    return {
      name: predictor.name,
      metrics: predictionMetrics(perLearner.flat()),
      intervals: bootstrapIntervals(perLearner, options.bootstrapSamples, options.seed),
      answers: perLearner.reduce((sum, answers) => sum + answers.length, 0),
    };
  });
}
