import type { SeededRandom } from '../shared/seeded-random.js';

/** The parts of a course a journey walks through, in order. */
export interface StudyOrder {
  readonly modules: readonly {
    readonly lessons: readonly { readonly lessonId: string }[];
    readonly quizzes: readonly { readonly quizId: string }[];
  }[];
}

/** One thing a learner does next in a course. */
export type JourneyStep =
  | { readonly kind: 'lesson_start' | 'lesson_complete'; readonly lessonId: string }
  | { readonly kind: 'quiz'; readonly quizId: string };

/** Where a learner is on the course's path, and how often the current quiz has been failed. */
export interface Journey {
  readonly position: number;
  readonly failures: number;
}

/** A failed quiz is taken again this many times before the learner moves on regardless. */
export const MAX_RETRIES = 2;

export const startJourney = (): Journey => ({ position: 0, failures: 0 });

/** The course in study order: each module's lessons (started, then completed), then its quizzes. */
export function coursePath(course: StudyOrder): JourneyStep[] {
  return course.modules.flatMap((module) => [
    ...module.lessons.flatMap((lesson): JourneyStep[] => [
      { kind: 'lesson_start', lessonId: lesson.lessonId },
      { kind: 'lesson_complete', lessonId: lesson.lessonId },
    ]),
    ...module.quizzes.map((quiz): JourneyStep => ({ kind: 'quiz', quizId: quiz.quizId })),
  ]);
}

/** The next step; past the end of the path the learner reviews, taking any quiz again. */
export function nextStep(journey: Journey, path: readonly JourneyStep[], random: SeededRandom): JourneyStep {
  if (journey.position < path.length) return path[journey.position]!;
  const quizzes = path.filter((step) => step.kind === 'quiz');
  return quizzes[random.integer(quizzes.length)]!;
}

/** The journey after a step went through; a failed quiz is retried up to MAX_RETRIES times. */
export function afterStep(journey: Journey, step: JourneyStep, passed: boolean): Journey {
  if (step.kind === 'quiz' && !passed && journey.failures < MAX_RETRIES) return { ...journey, failures: journey.failures + 1 };
  return { position: journey.position + 1, failures: 0 };
}
