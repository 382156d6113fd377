import { knowledgeModel } from '../knowledge-tracing/create-knowledge-model.js';
import { WINDOW_FEATURES } from '../knowledge-tracing/knowledge-features.js';
import type { LearnerKnowledgeState } from '../knowledge-tracing/knowledge-model.js';
import { trainKnowledgeModel, type KnowledgeTrainingOptions } from '../knowledge-tracing/train-knowledge-model.js';
import type { SequentialPredictor } from './sequential-predictor.js';

/** The engine's learner model (or an ablation of it) as a predictor, through exactly the API the server uses. */
export function knowledgeModelPredictor(name: string, options: KnowledgeTrainingOptions = {}): SequentialPredictor {
  return {
    name,
    train(observations) {
      const model = knowledgeModel(trainKnowledgeModel(observations, [], options));
      return {
        startLearner() {
          let state: LearnerKnowledgeState = model.initialState();
          return {
            predict: (observation) => model.predict(state, observation, observation.at),
            observe: (observation) => (state = model.observe(state, observation)),
          };
        },
      };
    },
  };
}

export const ourKnowledgeModelPredictor = knowledgeModelPredictor('Pathwise KT (ours)');

/** Best-LR (Gervet et al. 2020): item and skill intercepts, log counts of prior wins and fails per skill and total. */
const BEYOND_BEST_LR = ['ability', 'skillAbility', 'skillPauseLog', 'skillRunCorrect', 'skillRunWrong', 'itemCorrect', 'itemWrong'] as const;

export const bestLrPredictor = knowledgeModelPredictor('Best-LR', { excludedFeatures: [...BEYOND_BEST_LR, ...WINDOW_FEATURES] });

/** Best-LR with DAS3H's time windows (as decayed counts): the strongest published logistic-regression line. */
export const bestLrWindowsPredictor = knowledgeModelPredictor('Best-LR + windows (DAS3H-like)', { excludedFeatures: BEYOND_BEST_LR });
