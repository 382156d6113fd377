import { countOf, listInWords, percentText } from '../shared/wording.js';

/**
 * Adaptive feedback after a graded attempt (ADR 12): the score, what went wrong (by skill, with the first
 * missed item's explanation as a tip, the new estimate of the weakest missed skill) and the next step, in a few short
 * sentences. Deterministic: the same attempt and next step always give the same words, so the pushed toast and a
 * replay agree.
 */
export interface GradedItem {
  readonly itemId: string;
  readonly correct: boolean;
  readonly skillIds: readonly string[];
  /** The creator's explanation of the right answer; may be empty. */
  readonly explanation: string;
}

/** How the attempt moved one skill's predicted success (the explainable-mastery record). */
export interface SkillProbabilityChange {
  readonly skillId: string;
  readonly before: number;
  readonly after: number;
}

export interface GradedAttempt {
  readonly items: readonly GradedItem[];
  /** Skill names by id; an id without a name is shown as it is. */
  readonly skillNames: ReadonlyMap<string, string>;
  /** The skills the attempt moved, when known: what rose is praised, the weakest after a miss is named. */
  readonly changes?: readonly SkillProbabilityChange[];
}

export interface FeedbackNextStep {
  readonly kind: 'lesson' | 'quiz' | 'review';
  readonly title: string;
}

export interface MissedItem {
  readonly itemId: string;
  readonly skillIds: readonly string[];
  readonly explanation: string;
}

export interface AttemptFeedback {
  readonly feedback: string;
  readonly wentWrong: readonly MissedItem[];
}

/** Long enough for a useful hint, short enough for a 5-second toast. */
export const TIP_LENGTH = 160;

function shorten(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

const withStop = (sentence: string): string => (/[.!?…]$/.test(sentence) ? sentence : `${sentence}.`);

/** "Fractions (2) and Decimals (1)": the skills of the missed items, most missed first, then in order of appearance. */
function missedSkills(wrong: readonly GradedItem[], names: ReadonlyMap<string, string>): string | null {
  const counts = new Map<string, number>();
  for (const skillId of wrong.flatMap((item) => item.skillIds)) counts.set(skillId, (counts.get(skillId) ?? 0) + 1);
  if (counts.size === 0) return null;
  const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([id, count]) => `${names.get(id) ?? id} (${count})`);
  return listInWords(ranked);
}

const nextSentence = (next: FeedbackNextStep): string =>
  next.kind === 'review' ? `Next: review with "${next.title}".` : `Next: the ${next.kind} "${next.title}".`;

/** A rise smaller than this is rounding, not progress worth a word. */
const NOTABLE_RISE = 0.005;

export function composeFeedback(attempt: GradedAttempt, next: FeedbackNextStep | null): AttemptFeedback {
  const name = (skillId: string) => attempt.skillNames.get(skillId) ?? skillId;
  const changes = attempt.changes ?? [];
  const total = attempt.items.length;
  const wrong = attempt.items.filter((item) => !item.correct);
  const right = total - wrong.length;
  const sentences: string[] = [];
  if (total === 0) sentences.push('There was nothing to grade in this attempt.');
  else if (wrong.length === 0) {
    const rose = changes.filter((change) => change.after > change.before + NOTABLE_RISE).map((c) => name(c.skillId));
    const progress = rose.length > 0 ? ` ${listInWords(rose)} went up.` : '';
    sentences.push(`All ${total} right: well done, that is solid work!${progress}`);
  } else {
    const encouragement = right * 2 < total ? ' Mistakes show where to practise, so keep going.' : '';
    sentences.push(`${right} of ${total} right.${encouragement}`);
    const skills = missedSkills(wrong, attempt.skillNames);
    sentences.push(skills ? `Missed questions on ${skills}.` : `Missed ${countOf(wrong.length, 'question')}.`);
    const missedIds = new Set(wrong.flatMap((item) => item.skillIds));
    const weakest = changes.filter((change) => missedIds.has(change.skillId)).sort((a, b) => a.after - b.after)[0];
    if (weakest) {
      sentences.push(`${name(weakest.skillId)} now stands at ${percentText(weakest.after)} predicted success.`);
    }
    const tip = wrong.find((item) => item.explanation.trim().length > 0);
    if (tip) sentences.push(`Tip: ${withStop(shorten(tip.explanation, TIP_LENGTH))}`);
  }
  if (next) sentences.push(nextSentence(next));
  return {
    feedback: sentences.join(' '),
    wentWrong: wrong.map(({ itemId, skillIds, explanation }) => ({ itemId, skillIds, explanation })),
  };
}
