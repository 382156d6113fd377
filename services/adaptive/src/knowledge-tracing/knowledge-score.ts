import type { AnswerFeatures } from './knowledge-features.js';
import { SHARED_FEATURES, SKILL_FEATURES } from './knowledge-features.js';
import type { KnowledgeModelParameters } from './knowledge-model-parameters.js';

/** The regression's logit for one answer: shared weights, the item's offset, and the item's skills averaged. */
export function knowledgeLogit(parameters: KnowledgeModelParameters, features: AnswerFeatures, itemOffset: number): number {
  let logit = itemOffset;
  for (const name of SHARED_FEATURES) logit += (parameters.weights[name] ?? 0) * features.shared[name];
  const share = features.perSkill.length === 0 ? 0 : 1 / features.perSkill.length;
  for (const { skillId, values } of features.perSkill) {
    const skill = parameters.skills[skillId];
    let skillLogit = skill?.intercept ?? 0;
    for (const name of SKILL_FEATURES) {
      skillLogit += ((parameters.weights[name] ?? 0) + (skill?.weights[name] ?? 0)) * values[name];
    }
    logit += share * skillLogit;
  }
  return logit;
}
