import type { StudyModality } from '../learning-style/study-time.js';
import type { SkillNode } from './skill-frontier.js';

/**
 * What the content policy reads of a course, and what it suggests (the API's ContentSuggestion, which the server maps
 * onto). A course's own skills, lessons and quizzes fit these shapes as they are.
 */
export const contentKinds = ['lesson', 'quiz', 'review'] as const;
export type ContentKind = (typeof contentKinds)[number];

export interface OutlineLesson {
  readonly lessonId: string;
  readonly title: string;
  readonly skillIds: readonly string[];
  /** The formats the lesson offers (video, text, ...); absent when not known. */
  readonly modalities?: readonly StudyModality[];
}

export interface OutlineItem {
  readonly skillIds: readonly string[];
  /** IRT difficulty b on -4..4. */
  readonly difficulty: number;
}

export interface OutlineQuiz {
  readonly quizId: string;
  readonly title: string;
  readonly items: readonly OutlineItem[];
}

/** A course's skills, lessons and quizzes, each list in the course's order. */
export interface CourseOutline {
  readonly courseId: string;
  readonly skills: readonly SkillNode[];
  readonly lessons: readonly OutlineLesson[];
  readonly quizzes: readonly OutlineQuiz[];
}

/** The learner's probability of success on content exercising these skills at this IRT difficulty (null: unknown). */
export type SuccessPredictor = (skillIds: readonly string[], difficulty: number | null) => number;

export interface Suggestion {
  readonly kind: ContentKind;
  readonly courseId: string;
  readonly lessonId: string | null;
  readonly quizId: string | null;
  readonly skillIds: readonly string[];
  readonly title: string;
  readonly reason: string;
  /** 0..1. */
  readonly predictedSuccess: number;
}
