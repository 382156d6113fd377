import type { LearnerKnowledgeState } from '@pathwise/adaptive';
import type { MasteryLevel, QuizItem, SkillMasteryChange, SuggestedContent } from '@pathwise/event-schemas';
import { planCourseContent, type CourseWithId } from './content-plan.js';
import type { LearnerKnowledge } from './learner-knowledge.js';
import type { MasteryHistory } from './mastery-history.js';

export interface FeedbackInput {
  readonly knowledge: LearnerKnowledge;
  readonly state: LearnerKnowledgeState;
  readonly course: CourseWithId;
  readonly items: readonly (QuizItem & { correct: boolean })[];
  readonly skills: readonly SkillMasteryChange[];
  readonly levels: ReadonlyMap<string, MasteryLevel>;
  readonly history: MasteryHistory;
  readonly at: number;
}

export interface ComposedFeedback {
  readonly feedback: string;
  readonly wentWrong: { itemId: string; skillIds: string[]; explanation: string }[];
  readonly nextStep: SuggestedContent | null;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

/** What went wrong in an attempt and the next step, in a sentence or three (the spec's adaptive feedback). */
export function composeAttemptFeedback(input: FeedbackInput): ComposedFeedback {
  const { items, skills } = input;
  const wrong = items.filter((item) => !item.correct);
  const wentWrong = wrong.map((item) => ({
    itemId: item.itemId,
    skillIds: [...item.skillIds],
    explanation: item.explanation.trim() || `"${item.prompt.slice(0, 80)}" was not right.`,
  }));
  const plan = planCourseContent({ ...input, levels: input.levels, cards: input.history.cards, contentType: 'lesson' });
  const nextStep = plan.content ? { ...plan.content, skillIds: [...plan.content.skillIds] } : null;
  const right = items.length - wrong.length;
  const weakest = [...skills].sort((a, b) => a.after - b.after)[0];
  const rose = skills.filter((skill) => skill.after > skill.before + 0.005).map((skill) => skill.skillName);
  const sentences = [
    wrong.length === 0
      ? `All ${items.length} right${rose.length > 0 ? `: ${rose.join(', ')} went up` : ''}.`
      : `${right} of ${items.length} right; ${wrong.length === 1 ? 'one answer' : `${wrong.length} answers`} went wrong${
          weakest ? `, mostly on ${weakest.skillName} (now ${percent(weakest.after)} predicted success)` : ''
        }.`,
  ];
  if (wentWrong[0] && wentWrong[0].explanation) sentences.push(wentWrong[0].explanation);
  if (nextStep) sentences.push(`Next: ${nextStep.title} (${nextStep.reason}).`);
  return { feedback: sentences.join(' ').slice(0, 2_000), wentWrong, nextStep };
}
