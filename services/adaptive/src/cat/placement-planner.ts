/**
 * What a placement test says about a course: the overall ability, an ability per skill from the items on that skill,
 * which skills count as mastered, and so which lessons a learner may skip. A skill is mastered when the posterior
 * probability that its ability is at least `cut` reaches `confidence`: with a few items per skill the posterior
 * stays wide, so a lucky guess or two does not skip a lesson. A lesson is skipped only when it teaches at least one
 * skill and every one of its skills is mastered.
 */
import { eapAbility, probabilityAbove, type AbilityEstimate, type ScoredResponse } from '../irt/ability-estimate.js';
import type { AnsweredItem } from './adaptive-test.js';
import type { BankItem } from './item-selection.js';

export interface PlacementItem extends BankItem {
  readonly skillIds: readonly string[];
}

export interface PlacementLesson {
  readonly lessonId: string;
  readonly skillIds: readonly string[];
}

export interface MasteryRule {
  /** The ability a mastered skill must exceed; 0 is a typical item's difficulty. */
  readonly cut: number;
  /** How sure the posterior must be that the ability exceeds the cut. */
  readonly confidence: number;
}

/** Likely to answer a typical item right, shown by about three right answers on typical items or fewer on hard ones. */
export const defaultMasteryRule: MasteryRule = { cut: 0, confidence: 0.85 };

export interface SkillPlacement extends AbilityEstimate {
  readonly skillId: string;
  readonly answered: number;
  readonly correct: number;
  readonly probabilityMastered: number;
  readonly mastered: boolean;
}

export interface PlacementPlan {
  readonly overall: AbilityEstimate;
  readonly skills: readonly SkillPlacement[];
  readonly masteredSkillIds: readonly string[];
  readonly skippedLessonIds: readonly string[];
}

export function planPlacement(
  items: readonly PlacementItem[],
  answers: readonly AnsweredItem[],
  lessons: readonly PlacementLesson[],
  rule: MasteryRule = defaultMasteryRule,
): PlacementPlan {
  const byId = new Map(items.map((item) => [item.itemId, item]));
  const scored = answers.flatMap((answer) => {
    const item = byId.get(answer.itemId);
    return item ? [{ item, skillIds: item.skillIds, correct: answer.correct }] : [];
  });
  const bySkill = new Map<string, ScoredResponse[]>();
  for (const response of scored) {
    for (const skillId of response.skillIds) bySkill.set(skillId, [...(bySkill.get(skillId) ?? []), response]);
  }
  const skills = [...bySkill.keys()].sort().map((skillId): SkillPlacement => {
    const responses = bySkill.get(skillId)!;
    const probabilityMastered = probabilityAbove(responses, rule.cut);
    return {
      skillId,
      ...eapAbility(responses),
      answered: responses.length,
      correct: responses.filter((response) => response.correct).length,
      probabilityMastered,
      mastered: probabilityMastered >= rule.confidence,
    };
  });
  const mastered = new Set(skills.filter((skill) => skill.mastered).map((skill) => skill.skillId));
  return {
    overall: eapAbility(scored),
    skills,
    masteredSkillIds: [...mastered],
    skippedLessonIds: lessons
      .filter((lesson) => lesson.skillIds.length > 0 && lesson.skillIds.every((skillId) => mastered.has(skillId)))
      .map((lesson) => lesson.lessonId),
  };
}
