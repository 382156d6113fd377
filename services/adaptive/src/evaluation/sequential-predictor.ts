import type { Observation } from '../knowledge-tracing/knowledge-model.js';

/**
 * What the evaluation compares: a method trained on some learners, then asked to predict each answer of a new
 * learner from that learner's earlier answers only (predict before observe, in time order).
 */
export interface SequentialPredictor {
  readonly name: string;
  train(observations: readonly Observation[]): TrainedPredictor;
}

export interface TrainedPredictor {
  startLearner(): LearnerSession;
}

export interface LearnerSession {
  predict(observation: Observation): number;
  observe(observation: Observation): void;
}

/** Items without skills count as one shared pseudo-skill, so skill-based baselines still see them. */
export const NO_SKILL = '(no skill)';
export const skillsOrPlaceholder = (observation: Observation): readonly string[] =>
  observation.skillIds.length === 0 ? [NO_SKILL] : [...new Set(observation.skillIds)];
