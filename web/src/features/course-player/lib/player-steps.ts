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
  | {
      readonly kind: 'lesson';
      readonly id: string;
      readonly title: string;
      readonly lesson: PlayerLesson;
      readonly moduleTitle: string;
      /** The learner's placement test found this lesson already known: still a step, marked as one they may skip. */
      readonly skippable: boolean;
    }
  | { readonly kind: 'quiz'; readonly id: string; readonly title: string; readonly quiz: PlayerQuiz; readonly moduleTitle: string };

/** What the learner has finished: lessons completed and quizzes passed. */
export interface LearnerProgress {
  readonly completedLessonIds: readonly string[];
  readonly passedQuizIds: readonly string[];
}

/** The course in study order: each module's lessons, then its quizzes, so a module's quiz follows its last lesson. */
export function stepsOf(course: CoursePlayerResponse): ResolvedStep[] {
  return course.modules.flatMap((module) => [
    ...module.lessons.map((lesson) => ({
      kind: 'lesson' as const,
      id: lesson.lessonId,
      title: lesson.title,
      lesson,
      moduleTitle: module.title,
      skippable: course.skippableLessonIds.includes(lesson.lessonId),
    })),
    ...module.quizzes.map((quiz) => ({ kind: 'quiz' as const, id: quiz.quizId, title: quiz.title, quiz, moduleTitle: module.title })),
  ]);
}

/** A lesson is finished once completed, a quiz once passed: an attempt that failed leaves it to do. */
export function isStepFinished(step: PlayerStep, progress: LearnerProgress): boolean {
  return step.kind === 'lesson' ? progress.completedLessonIds.includes(step.id) : progress.passedQuizIds.includes(step.id);
}

/** Where a learner carries on: the first step, lesson or quiz, not finished yet; null once every step is. */
export function resumeStepIndex(steps: readonly ResolvedStep[], progress: LearnerProgress): number | null {
  const index = steps.findIndex((step) => !isStepFinished(step, progress));
  return index >= 0 ? index : null;
}

/** The course is finished when it has steps and every one of them is. */
export function isCourseFinished(steps: readonly ResolvedStep[], progress: LearnerProgress): boolean {
  return steps.length > 0 && resumeStepIndex(steps, progress) === null;
}

/** The index of the step the address names, or -1 when the course has no such step. */
export function indexOfStep(steps: readonly ResolvedStep[], wanted: PlayerStep | null): number {
  if (!wanted) return -1;
  return steps.findIndex((step) => step.kind === wanted.kind && step.id === wanted.id);
}

/** Merges what the server reported with what the learner finished on this page since, which it may not count yet. */
export function mergedProgress(reported: LearnerProgress, local: LearnerProgress): LearnerProgress {
  return {
    completedLessonIds: [...new Set([...reported.completedLessonIds, ...local.completedLessonIds])],
    passedQuizIds: [...new Set([...reported.passedQuizIds, ...local.passedQuizIds])],
  };
}

/** The player's address of a step: the search its links and the resumed address carry. */
export const searchOfStep = (step: PlayerStep) => (step.kind === 'lesson' ? { lesson: step.id } : { quiz: step.id });
