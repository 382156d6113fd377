import type { CoursePlayerResponse } from '@pathwise/contracts';

/** Where the player stands: a lesson or a quiz of the course, by id. */
export interface PlayerStep {
  readonly kind: 'lesson' | 'quiz';
  readonly id: string;
}

type PlayerModule = CoursePlayerResponse['modules'][number];
export type PlayerLesson = PlayerModule['lessons'][number];
export type PlayerQuiz = PlayerModule['quizzes'][number];

export type ResolvedStep =
  | { readonly kind: 'lesson'; readonly id: string; readonly title: string; readonly lesson: PlayerLesson; readonly moduleTitle: string }
  | { readonly kind: 'quiz'; readonly id: string; readonly title: string; readonly quiz: PlayerQuiz; readonly moduleTitle: string };

/** The course in study order: each module's lessons, then its quizzes. */
export function stepsOf(course: CoursePlayerResponse): ResolvedStep[] {
  return course.modules.flatMap((module) => [
    ...module.lessons.map((lesson) => ({ kind: 'lesson' as const, id: lesson.lessonId, title: lesson.title, lesson, moduleTitle: module.title })),
    ...module.quizzes.map((quiz) => ({ kind: 'quiz' as const, id: quiz.quizId, title: quiz.title, quiz, moduleTitle: module.title })),
  ]);
}

/**
 * The step to show: the one in the address when the course has it, else the first lesson not completed yet, else
 * the first step.
 */
export function currentStepIndex(steps: readonly ResolvedStep[], wanted: PlayerStep | null, completed: readonly string[]): number {
  if (wanted) {
    const index = steps.findIndex((step) => step.kind === wanted.kind && step.id === wanted.id);
    if (index >= 0) return index;
  }
  const next = steps.findIndex((step) => step.kind === 'lesson' && !completed.includes(step.id));
  return Math.max(0, next);
}
