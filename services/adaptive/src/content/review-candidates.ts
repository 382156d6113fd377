import type { SkillLevels } from './skill-frontier.js';
import type { CourseOutline, OutlineQuiz, Suggestion, SuccessPredictor } from './course-outline.js';
import { clampUnit, quizSuccess } from './content-candidates.js';
import { reviewReason } from './suggestion-reasons.js';

/** When a mastered skill is next due for review (its FSRS card; the review schedule's cards fit this shape). */
export interface ReviewDue {
  readonly skillId: string;
  /** Epoch ms. */
  readonly due: number;
}

export interface ReviewCandidate {
  readonly suggestion: Suggestion;
  readonly isDue: boolean;
}

/**
 * Reviews of mastered skills: those due at `now`, most overdue first, and a targeted mastered skill even when not
 * yet due (asking for it is reason enough). Retrieval practice beats rereading, so a review is the quiz with the most
 * items on the skill, else the first lesson on it; a skill with neither is left out.
 */
export function reviewCandidates(
  outline: CourseOutline,
  levels: SkillLevels,
  reviews: readonly ReviewDue[],
  now: number,
  predict: SuccessPredictor,
  targetSkillIds: readonly string[] | null,
): ReviewCandidate[] {
  const wanted = (card: ReviewDue) =>
    targetSkillIds === null ? card.due <= now : targetSkillIds.includes(card.skillId);
  return [...reviews]
    .filter(wanted)
    .sort((a, b) => a.due - b.due)
    .flatMap((card): ReviewCandidate[] => {
      const skill = outline.skills.find((candidate) => candidate.skillId === card.skillId);
      if (!skill || levels.get(skill.skillId) !== 'mastered') return [];
      const suggestion = reviewContent(outline, skill.skillId, reviewReason(skill.name, card.due, now), predict);
      return suggestion ? [{ suggestion, isDue: card.due <= now }] : [];
    });
}

function reviewContent(
  outline: CourseOutline,
  skillId: string,
  reason: string,
  predict: SuccessPredictor,
): Suggestion | null {
  const itemsOn = (quiz: OutlineQuiz) => quiz.items.filter((item) => item.skillIds.includes(skillId)).length;
  const quiz = outline.quizzes.filter((q) => itemsOn(q) > 0).sort((a, b) => itemsOn(b) - itemsOn(a))[0];
  const common = { kind: 'review', courseId: outline.courseId, skillIds: [skillId], reason } as const;
  if (quiz) {
    const predictedSuccess = quizSuccess(quiz, predict, skillId);
    return { ...common, lessonId: null, quizId: quiz.quizId, title: quiz.title, predictedSuccess };
  }
  const lesson = outline.lessons.find((candidate) => candidate.skillIds.includes(skillId));
  if (!lesson) return null;
  const predictedSuccess = clampUnit(predict([skillId], null));
  return { ...common, lessonId: lesson.lessonId, quizId: null, title: lesson.title, predictedSuccess };
}
