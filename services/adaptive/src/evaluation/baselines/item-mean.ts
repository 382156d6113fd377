import type { SequentialPredictor } from '../sequential-predictor.js';

/** Each item's share of correct answers in training (Laplace-smoothed); unseen items get the overall share. */
export const itemMeanPredictor: SequentialPredictor = {
  name: 'Item mean',
  train(observations) {
    const counts = new Map<string, { correct: number; attempts: number }>();
    for (const { itemId, correct } of observations) {
      const count = counts.get(itemId) ?? { correct: 0, attempts: 0 };
      counts.set(itemId, { correct: count.correct + (correct ? 1 : 0), attempts: count.attempts + 1 });
    }
    const overall = (observations.filter((o) => o.correct).length + 1) / (observations.length + 2);
    return {
      startLearner: () => ({
        predict: ({ itemId }) => {
          const count = counts.get(itemId);
          return count ? (count.correct + 1) / (count.attempts + 2) : overall;
        },
        observe: () => undefined,
      }),
    };
  },
};
