import type { ServedDifficulty } from '../difficulty/difficulty-policy.js';
import type { LearningStyle } from '../learning-style/learning-style.js';
import { type CandidateContext, type Focus, lessonCandidates, quizCandidates } from './content-candidates.js';
import type { ContentKind, CourseOutline, Suggestion, SuccessPredictor } from './course-outline.js';
import { type ReviewDue, reviewCandidates } from './review-candidates.js';
import { type SkillLevels, frontierTowards, readyToLearn } from './skill-frontier.js';

/**
 * The next best content (ADR 12): a lesson or quiz on the ready-to-learn frontier, or a review that is
 * due. Pure: the learner's levels, review cards, the time and a success predictor come in as arguments.
 */
export interface ContentRequest {
  readonly outline: CourseOutline;
  readonly levels: SkillLevels;
  readonly contentType: ContentKind;
  readonly reviews: readonly ReviewDue[];
  readonly now: number;
  readonly predictSuccess: SuccessPredictor;
  /** The skills the topic named (see matchTopic); null or absent for the whole course. */
  readonly targetSkillIds?: readonly string[] | null;
  readonly completedLessonIds?: ReadonlySet<string>;
  /** The difficulty level served in this course: content in its window of IRT b comes first. */
  readonly level?: ServedDifficulty | null;
  /** Default 3. */
  readonly maxAlternatives?: number;
  /** The learner's observed study preference: breaks ties between otherwise equal lessons, nothing more. */
  readonly learningStyle?: LearningStyle;
}

export interface ContentPlan {
  readonly content: Suggestion | null;
  readonly alternatives: readonly Suggestion[];
  readonly dueReviews: readonly Suggestion[];
}

/** The frontier skills to work on: all of them, or those on the way to the targeted skills (gaps first named). */
function focusSkills(request: ContentRequest): Focus[] {
  const { skills } = request.outline;
  const frontier = readyToLearn(skills, request.levels);
  if (!request.targetSkillIds) return frontier.map((skill) => ({ skill, towards: null }));
  const focus = new Map<string, Focus>();
  for (const targetId of request.targetSkillIds) {
    const targetName = skills.find((skill) => skill.skillId === targetId)?.name ?? targetId;
    for (const skill of frontierTowards(skills, request.levels, frontier, targetId)) {
      if (focus.has(skill.skillId)) continue;
      focus.set(skill.skillId, { skill, towards: skill.skillId === targetId ? null : targetName });
    }
  }
  return [...focus.values()];
}

/**
 * The best content of the requested kind with its runners-up, and every review due. A 'review' request takes the
 * most overdue review first, then falls back to learning; a 'lesson' or 'quiz' request with nothing left to learn
 * falls back to a review. Content is null only when there is nothing at all to suggest.
 */
export function nextBestContent(request: ContentRequest): ContentPlan {
  const { outline, predictSuccess, contentType } = request;
  const focus = focusSkills(request);
  // Skills exist and none is ready: all mastered (or the targets are), so there is nothing new to learn here.
  const nothingToLearn = outline.skills.length > 0 && focus.length === 0;
  const context: CandidateContext = {
    outline,
    focus,
    predict: predictSuccess,
    completedLessonIds: request.completedLessonIds ?? new Set(),
    level: request.level ?? null,
    learningStyle: request.learningStyle ?? 'unknown',
  };
  const learnable = (kind: 'lesson' | 'quiz'): Suggestion[] => {
    if (nothingToLearn) return [];
    return kind === 'lesson' ? lessonCandidates(context) : quizCandidates(context);
  };
  const reviews = reviewCandidates(
    outline,
    request.levels,
    request.reviews,
    request.now,
    predictSuccess,
    request.targetSkillIds ?? null,
  );
  const reviewSuggestions = reviews.map((review) => review.suggestion);
  const preference: (() => Suggestion[])[] =
    contentType === 'review'
      ? [() => reviewSuggestions, () => learnable('lesson'), () => learnable('quiz')]
      : [() => learnable(contentType), () => reviewSuggestions];
  let chosen: Suggestion[] = [];
  for (const candidates of preference) {
    chosen = candidates();
    if (chosen.length > 0) break;
  }
  return {
    content: chosen[0] ?? null,
    alternatives: chosen.slice(1, 1 + (request.maxAlternatives ?? 3)),
    dueReviews: reviews.filter((review) => review.isDue).map((review) => review.suggestion),
  };
}
