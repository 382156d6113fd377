import { describe, expect, it } from 'vitest';
import { bktPredictor } from './baselines/bkt-predictor.js';
import { pfaPredictor } from './baselines/pfa-predictor.js';
import { evaluatePredictors, scoreLearners } from './evaluate-predictors.js';
import { ourKnowledgeModelPredictor } from './knowledge-model-predictors.js';
import { splitLearners } from './response-matrix-dataset.js';
import type { SequentialPredictor } from './sequential-predictor.js';
import { generateSyntheticLearners } from './synthetic-learners.js';

const { observations } = generateSyntheticLearners({ learners: 250, skills: 4, itemsPerSkill: 8, answersPerLearner: 50, learningRate: 0.06, seed: 3 });
const { train, test } = splitLearners(observations, 0.3, 3);

describe('evaluatePredictors on synthetic learners who learn', () => {
  const [ours, pfa, bkt] = evaluatePredictors([ourKnowledgeModelPredictor, pfaPredictor, bktPredictor], train, test, { bootstrapSamples: 30, seed: 9 });

  it('scores every test answer once and brackets each estimate by its 95% interval', () => {
    expect(ours?.answers).toBe(test.length);
    for (const evaluation of [ours, pfa, bkt]) {
      const [low, high] = evaluation!.intervals.auc;
      expect(low).toBeLessThanOrEqual(evaluation!.metrics.auc);
      expect(high).toBeGreaterThanOrEqual(evaluation!.metrics.auc);
      expect(high - low).toBeGreaterThan(0);
    }
  });

  it('measures the AUC gap to the first method with a paired interval that excludes 0 when the gap is clear', () => {
    expect(ours?.aucBehindFirst).toBeUndefined();
    expect(pfa!.aucBehindFirst!.difference).toBeCloseTo(ours!.metrics.auc - pfa!.metrics.auc, 12);
    expect(pfa!.aucBehindFirst!.interval[0]).toBeGreaterThan(0);
  });

  it('ranks our model clearly above PFA and BKT on AUC and log loss', () => {
    expect(ours!.metrics.auc).toBeGreaterThan(pfa!.metrics.auc + 0.03);
    expect(ours!.metrics.auc).toBeGreaterThan(bkt!.metrics.auc + 0.03);
    expect(ours!.metrics.logLoss).toBeLessThan(Math.min(pfa!.metrics.logLoss, bkt!.metrics.logLoss));
  });
});

describe('scoreLearners', () => {
  it('predicts each answer before the learner’s own answer is observed, in time order', () => {
    const seen: string[] = [];
    const spy: SequentialPredictor = {
      name: 'spy',
      train: () => ({
        startLearner: () => ({
          predict: (o) => (seen.push(`predict ${o.itemId}`), 0.5),
          observe: (o) => void seen.push(`observe ${o.itemId}`),
        }),
      }),
    };
    const at = (itemId: string, time: number) => ({ learnerId: 'l', itemId, skillIds: [], correct: true, at: time });
    scoreLearners(spy, [], [at('second', 2), at('first', 1)]);
    expect(seen).toEqual(['predict first', 'observe first', 'predict second', 'observe second']);
  });
});
