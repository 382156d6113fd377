import { bktPredictor } from './baselines/bkt-predictor.js';
import { itemMeanPredictor } from './baselines/item-mean.js';
import { pfaPredictor } from './baselines/pfa-predictor.js';
import { raschPredictor } from './baselines/rasch-predictor.js';
import { bestLrPredictor, bestLrWindowsPredictor, ourKnowledgeModelPredictor } from './knowledge-model-predictors.js';
import type { SequentialPredictor } from './sequential-predictor.js';

/** What `npm run eval:kt` compares: ours first, then the logistic-regression line, then the classic baselines. */
export const allPredictors: readonly SequentialPredictor[] = [
  ourKnowledgeModelPredictor,
  bestLrWindowsPredictor,
  bestLrPredictor,
  raschPredictor,
  pfaPredictor,
  bktPredictor,
  itemMeanPredictor,
];
