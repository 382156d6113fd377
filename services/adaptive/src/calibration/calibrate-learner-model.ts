import { scoreLearners } from '../evaluation/evaluate-predictors.js';
import { predictionMetrics, type PredictionMetrics } from '../evaluation/metrics.js';
import type { SequentialPredictor } from '../evaluation/sequential-predictor.js';
import { knowledgeModel } from '../knowledge-tracing/create-knowledge-model.js';
import type { KnowledgeModelParameters } from '../knowledge-tracing/knowledge-model-parameters.js';
import type { ItemDescription, LearnerKnowledgeState, Observation } from '../knowledge-tracing/knowledge-model.js';
import { trainKnowledgeModel } from '../knowledge-tracing/train-knowledge-model.js';
import { seedFrom } from '../shared/seeded-random.js';

export interface CalibrationPolicy {
  /** Fewer answers than this and the fit would mostly echo noise: the current parameters stay. */
  readonly minAnswers: number;
  /** One learner in this many is held out to judge the candidate against the parameters in use. */
  readonly holdOutOneIn: number;
}

export const defaultCalibrationPolicy: CalibrationPolicy = { minAnswers: 200, holdOutOneIn: 5 };

export interface HeldOutComparison {
  readonly learners: number;
  readonly answers: number;
  readonly current: PredictionMetrics;
  readonly candidate: PredictionMetrics;
}

export interface LearnerModelCalibration {
  readonly answers: number;
  readonly learners: number;
  /** How the parameters in use and the candidate predicted learners neither was trained on; null when too few answers. */
  readonly heldOut: HeldOutComparison | null;
  /** Adopted only when the candidate predicted the held-out learners better (lower log loss) than the current ones. */
  readonly adopted: boolean;
  readonly reason: string;
  /** Trained on every answer, held-out learners included, once the comparison has spoken for it; null when declined. */
  readonly parameters: KnowledgeModelParameters | null;
}

/** The learner model with fixed parameters, asking each item's creator difficulty where the parameters lack one. */
function fixedModelPredictor(name: string, parameters: KnowledgeModelParameters, items: ReadonlyMap<string, ItemDescription>): SequentialPredictor {
  const model = knowledgeModel(parameters);
  return {
    name,
    train: () => ({
      startLearner() {
        let state: LearnerKnowledgeState = model.initialState();
        return {
          predict: (observation) => model.predict(state, items.get(observation.itemId) ?? observation, observation.at),
          observe: (observation) => (state = model.observe(state, observation, items.get(observation.itemId))),
        };
      },
    }),
  };
}

const isHeldOut = (learnerId: string, policy: CalibrationPolicy) => seedFrom(`calibration/${learnerId}`) % policy.holdOutOneIn === 0;

/**
 * Recalibrates the learner model (item difficulties, regression weights) from all learners' answers, and adopts the
 * result only if it predicts unseen learners better than the parameters in use: a platform's first few hundred
 * answers can make a worse model than the creators' difficulties. Deterministic: the same log gives the same answer.
 */
export function calibrateLearnerModel(
  observations: readonly Observation[],
  items: readonly ItemDescription[],
  current: KnowledgeModelParameters,
  policy: CalibrationPolicy = defaultCalibrationPolicy,
): LearnerModelCalibration {
  const learners = new Set(observations.map((observation) => observation.learnerId)).size;
  const declined = (reason: string, heldOut: HeldOutComparison | null = null): LearnerModelCalibration => ({
    answers: observations.length,
    learners,
    heldOut,
    adopted: false,
    reason,
    parameters: null,
  });
  if (observations.length < policy.minAnswers) return declined(`${observations.length} answers; calibration waits for ${policy.minAnswers}`);
  const train = observations.filter((observation) => !isHeldOut(observation.learnerId, policy));
  const test = observations.filter((observation) => isHeldOut(observation.learnerId, policy));
  if (train.length === 0 || test.length === 0) return declined('too few learners to hold some out for a fair comparison');
  const described = new Map(items.map((item) => [item.itemId, item]));
  const currentScores = scoreLearners(fixedModelPredictor('current', current, described), [], test);
  const candidate = trainKnowledgeModel(train, items);
  const candidateScores = scoreLearners(fixedModelPredictor('candidate', candidate, described), [], test);
  const heldOut: HeldOutComparison = {
    learners: currentScores.length,
    answers: test.length,
    current: predictionMetrics(currentScores.flat()),
    candidate: predictionMetrics(candidateScores.flat()),
  };
  if (!(heldOut.candidate.logLoss < heldOut.current.logLoss)) {
    return declined(`the candidate predicted held-out learners no better (log loss ${heldOut.candidate.logLoss.toFixed(4)} vs ${heldOut.current.logLoss.toFixed(4)})`, heldOut);
  }
  return {
    answers: observations.length,
    learners,
    heldOut,
    adopted: true,
    reason: `held-out log loss ${heldOut.candidate.logLoss.toFixed(4)} against ${heldOut.current.logLoss.toFixed(4)} with the parameters in use`,
    parameters: trainKnowledgeModel(observations, items),
  };
}
