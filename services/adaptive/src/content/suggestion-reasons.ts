import { listInWords, percentText } from '../shared/wording.js';
import type { FrontierSkill } from './skill-frontier.js';

/** The sentences that say why a piece of content is suggested: the frontier, a gap, a due review. */

const day = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Why a frontier skill is the one to learn; `towards` names the skill it is a prerequisite of, for a gap. */
export function readinessClause(skill: FrontierSkill, towards: string | null): string {
  if (towards !== null) return `which ${towards} needs first`;
  if (skill.metPrerequisites.length === 0) return 'ready to learn: it has no prerequisites';
  return `ready to learn now that you are proficient in ${listInWords(skill.metPrerequisites)}`;
}

export function lessonReason(coveredNames: readonly string[], readiness: string): string {
  return `Covers ${listInWords(coveredNames)}, ${readiness}.`;
}

export function quizReason(coveredNames: readonly string[], readiness: string, predictedSuccess: number): string {
  return `Practises ${listInWords(coveredNames)}, ${readiness} (${percentText(predictedSuccess)} predicted success).`;
}

export function reviewReason(skillName: string, due: number, now: number): string {
  return due <= now
    ? `Review ${skillName}: mastered, and due for review since ${day(due)}.`
    : `Review ${skillName}: already mastered; its next review is due on ${day(due)}.`;
}

export const outlineOrderReason =
  'Next in the course outline: nothing in this course is tagged with a skill you are ready to learn.';
