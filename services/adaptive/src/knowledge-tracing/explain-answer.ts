import type { KnowledgeModel } from './create-knowledge-model.js';
import type { ItemDescription, LearnerKnowledgeState, Observation, SkillEstimate } from './knowledge-model.js';

/** How one answer moved one skill's estimate: the record behind "why is my mastery what it is". */
export interface SkillChange {
  readonly skillId: string;
  readonly before: SkillEstimate;
  readonly after: SkillEstimate;
  /** after.probability - before.probability. */
  readonly probabilityChange: number;
}

export interface ExplainedAnswer {
  readonly state: LearnerKnowledgeState;
  /** The probability of this answer being correct that the model gave just before it. */
  readonly predicted: number;
  readonly changes: readonly SkillChange[];
}

/**
 * Folds one answer and says what it changed for each of its skills, both estimates read at the answer's time so the
 * change is the answer's alone (not the fading of time). Pure, like `observe`.
 */
export function explainAnswer(
  model: KnowledgeModel,
  state: LearnerKnowledgeState,
  observation: Observation,
  item?: ItemDescription,
): ExplainedAnswer {
  const next = model.observe(state, observation, item);
  const description = item ?? { itemId: observation.itemId, skillIds: observation.skillIds };
  const changes = [...new Set(observation.skillIds)].map((skillId) => {
    const before = model.skill(state, skillId, observation.at);
    const after = model.skill(next, skillId, observation.at);
    return { skillId, before, after, probabilityChange: after.probability - before.probability };
  });
  return { state: next, predicted: model.predict(state, description, observation.at), changes };
}
