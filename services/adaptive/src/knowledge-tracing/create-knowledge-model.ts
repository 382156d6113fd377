import { sigmoid } from '../shared/logistic.js';
import { answerFeatures, type ResolvedItem } from './knowledge-features.js';
import type { KnowledgeModelParameters } from './knowledge-model-parameters.js';
import type { ItemDescription, LearnerKnowledgeState, Observation, SkillEstimate } from './knowledge-model.js';
import { knowledgeLogit } from './knowledge-score.js';
import { asLearnerTrace, emptyLearnerTrace, traceAnswer } from './learner-trace.js';

/** How long an unpractised skill estimate keeps its confidence (e-folding time): about two months. */
const CONFIDENCE_TIMESCALE_MS = 60 * 86_400_000;

/**
 * The share of prior variance that steady practice can remove: with drift, a skill's variance settles where the
 * information of an answer (at most 1/4) balances the drift, so confidence is measured against that floor and a
 * well-practised skill reaches 1.
 */
function reachableEvidence({ skillPriorVariance, driftPerAnswer }: KnowledgeModelParameters['tracking']): number {
  const information = 0.25;
  const floor = (-driftPerAnswer + Math.sqrt(driftPerAnswer ** 2 + (4 * driftPerAnswer) / information)) / 2;
  return Math.max(1e-6, 1 - floor / skillPriorVariance);
}

export interface KnowledgeModel {
  initialState(): LearnerKnowledgeState;
  /** Pure: returns a new state; `item` supplies the creator's difficulty for items the parameters do not know. */
  observe(state: LearnerKnowledgeState, observation: Observation, item?: ItemDescription): LearnerKnowledgeState;
  /** Calibrated probability that the learner answers `item` correctly at time `at`. */
  predict(state: LearnerKnowledgeState, item: ItemDescription, at: number): number;
  /** The probability of answering an item of the skill's typical difficulty, and how sure the model is. */
  skill(state: LearnerKnowledgeState, skillId: string, at: number): SkillEstimate;
}

/** The learner model behind the engine: the trained (or default) parameters, folded over a learner's answers. */
export function knowledgeModel(parameters: KnowledgeModelParameters): KnowledgeModel {
  const resolve = (itemId: string, skillIds: readonly string[], priorDifficulty?: number): ResolvedItem => ({
    itemId,
    skillIds,
    difficulty: parameters.items[itemId]?.difficulty ?? priorDifficulty ?? 0,
  });
  return {
    initialState: () => emptyLearnerTrace(parameters.tracking),
    observe: (state, observation, item) => {
      const resolved = resolve(observation.itemId, observation.skillIds, item?.priorDifficulty);
      return traceAnswer(asLearnerTrace(state), { ...resolved, correct: observation.correct, at: observation.at }, parameters.tracking);
    },
    predict: (state, item, at) => {
      const features = answerFeatures(asLearnerTrace(state), resolve(item.itemId, item.skillIds, item.priorDifficulty), at);
      return sigmoid(knowledgeLogit(parameters, features, parameters.items[item.itemId]));
    },
    skill: (state, skillId, at) => {
      const trace = asLearnerTrace(state);
      const typical: ResolvedItem = { itemId: '', skillIds: [skillId], difficulty: parameters.skills[skillId]?.typicalDifficulty ?? 0 };
      const probability = sigmoid(knowledgeLogit(parameters, answerFeatures(trace, typical, at), undefined));
      const skill = trace.skills[skillId];
      if (!skill) return { probability, confidence: 0, attempts: 0, correct: 0 };
      const evidence = Math.min(1, Math.max(0, 1 - skill.deviationVariance / parameters.tracking.skillPriorVariance) / reachableEvidence(parameters.tracking));
      const fading = Math.exp(-Math.max(0, at - skill.lastAt) / CONFIDENCE_TIMESCALE_MS);
      return { probability, confidence: evidence * fading, attempts: skill.attempts, correct: skill.correct };
    },
  };
}
