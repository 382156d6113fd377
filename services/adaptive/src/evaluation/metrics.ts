import { clampProbability } from '../shared/logistic.js';

/** What an evaluation scores: a predicted probability of a correct answer and what happened. */
export interface ScoredAnswer {
  readonly predicted: number;
  readonly correct: boolean;
}

export interface PredictionMetrics {
  readonly auc: number;
  readonly logLoss: number;
  readonly rmse: number;
  readonly accuracy: number;
}

export const METRIC_NAMES = ['auc', 'logLoss', 'rmse', 'accuracy'] as const satisfies readonly (keyof PredictionMetrics)[];

/**
 * Area under the ROC curve as the Mann-Whitney statistic: the chance that a random correct answer was predicted
 * higher than a random wrong one, ties counting half. NaN when only one outcome occurs.
 */
export function areaUnderCurve(answers: readonly ScoredAnswer[]): number {
  const sorted = [...answers].sort((a, b) => a.predicted - b.predicted);
  let positives = 0;
  let rankSumOfPositives = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end < sorted.length && sorted[end]?.predicted === sorted[start]?.predicted) end++;
    const meanRank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) {
      if (sorted[k]?.correct) {
        positives++;
        rankSumOfPositives += meanRank;
      }
    }
    start = end;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSumOfPositives - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export function predictionMetrics(answers: readonly ScoredAnswer[]): PredictionMetrics {
  let logLoss = 0;
  let squaredError = 0;
  let hits = 0;
  for (const { predicted, correct } of answers) {
    const p = clampProbability(predicted);
    logLoss -= correct ? Math.log(p) : Math.log(1 - p);
    squaredError += ((correct ? 1 : 0) - predicted) ** 2;
    if (predicted >= 0.5 === correct) hits++;
  }
  const n = answers.length;
  return { auc: areaUnderCurve(answers), logLoss: logLoss / n, rmse: Math.sqrt(squaredError / n), accuracy: hits / n };
}
