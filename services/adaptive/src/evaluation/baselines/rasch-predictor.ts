import { calibrateRasch } from '../../knowledge-tracing/rasch-calibration.js';
import { sigmoid } from '../../shared/logistic.js';
import type { SequentialPredictor } from '../sequential-predictor.js';

/**
 * 1PL IRT: item difficulties calibrated on the training learners; a new learner's ability is the MAP estimate
 * (prior N(0, 1)) from their earlier answers, refitted by Newton's method after every answer. No learning over time.
 */
export const raschPredictor: SequentialPredictor = {
  name: '1PL IRT',
  train(observations) {
    const { difficulties } = calibrateRasch(observations);
    const values = [...difficulties.values()];
    const meanDifficulty = values.reduce((sum, d) => sum + d, 0) / Math.max(1, values.length);
    const difficultyOf = (itemId: string) => difficulties.get(itemId) ?? meanDifficulty;
    return {
      startLearner() {
        const answered: { difficulty: number; outcome: number }[] = [];
        let ability = 0;
        return {
          predict: ({ itemId }) => sigmoid(ability - difficultyOf(itemId)),
          observe: ({ itemId, correct }) => {
            answered.push({ difficulty: difficultyOf(itemId), outcome: correct ? 1 : 0 });
            ability = mapAbility(answered, ability);
          },
        };
      },
    };
  },
};

export function mapAbility(answered: readonly { difficulty: number; outcome: number }[], start: number): number {
  let ability = start;
  for (let step = 0; step < 20; step++) {
    let gradient = -ability;
    let information = 1;
    for (const { difficulty, outcome } of answered) {
      const p = sigmoid(ability - difficulty);
      gradient += outcome - p;
      information += p * (1 - p);
    }
    const change = gradient / information;
    ability += change;
    if (Math.abs(change) < 1e-8) break;
  }
  return ability;
}
