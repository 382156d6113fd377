import { composeFeedback, type LearnerKnowledgeState } from '@pathwise/adaptive';
import type { MasteryLevel, QuizItem, SkillMasteryChange, SuggestedContent } from '@pathwise/event-schemas';
import { planCourseContent, type CourseWithId } from './content-plan.rules.js';
import type { LearnerKnowledge } from './learner-knowledge.rules.js';
import type { MasteryHistory } from './mastery-history.fold.js';

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

/** The spec's adaptive feedback on an attempt: what went wrong, and the next best step in the course after it. */
export function composeAttemptFeedback(input: FeedbackInput): ComposedFeedback {
  const plan = planCourseContent({ ...input, cards: input.history.cards, contentType: 'lesson' });
  const nextStep = plan.content ? { ...plan.content, skillIds: [...plan.content.skillIds] } : null;
  const composed = composeFeedback(
    {
      items: input.items,
      skillNames: new Map(input.course.skills.map((skill) => [skill.skillId, skill.name])),
      changes: input.skills.map(({ skillId, before, after }) => ({ skillId, before, after })),
    },
    nextStep,
  );
  return {
    feedback: composed.feedback.slice(0, 2_000),
    wentWrong: composed.wentWrong.map((missed) => ({ itemId: missed.itemId, skillIds: [...missed.skillIds], explanation: missed.explanation })),
    nextStep,
  };
}
