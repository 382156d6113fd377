import type { AnswerFeatures } from './knowledge-features.js';
import { SHARED_FEATURES, SKILL_FEATURES } from './knowledge-features.js';
import type { ItemParameters, KnowledgeModelParameters } from './knowledge-model-parameters.js';

/** The tracked ability on the item's skills: overall ability plus the mean per-skill deviation. */
export const trackedAbility = (features: AnswerFeatures): number =>
  features.shared.ability +
  (features.perSkill.length === 0 ? 0 : features.perSkill.reduce((sum, skill) => sum + skill.values.skillAbility, 0) / features.perSkill.length);

/**
 * The regression's logit for one answer: shared weights, the item's own offset and discrimination (how much more or
 * less than average the item separates able from less able learners), and the item's skills averaged.
 */
export function knowledgeLogit(parameters: KnowledgeModelParameters, features: AnswerFeatures, item: ItemParameters | undefined): number {
  let logit = (item?.offset ?? 0) + (item?.abilityWeight ?? 0) * trackedAbility(features);
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
