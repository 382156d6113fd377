import type { PathwiseEvent } from '@pathwise/event-schemas';

/** What of a course a learner must finish: its modules' lessons and quizzes, by id. */
export interface CourseSteps {
  readonly modules: readonly { readonly lessons: readonly { readonly lessonId: string }[]; readonly quizzes: readonly { readonly quizId: string }[] }[];
}

export interface FinishedSteps {
  readonly completedLessonIds: ReadonlySet<string>;
  readonly passedQuizIds: ReadonlySet<string>;
}

/** A course is finished when it has a step and every lesson of it is completed and every quiz passed. */
export function isCourseFinished(course: CourseSteps, finished: FinishedSteps): boolean {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const quizzes = course.modules.flatMap((module) => module.quizzes);
  if (lessons.length + quizzes.length === 0) return false;
  return lessons.every((lesson) => finished.completedLessonIds.has(lesson.lessonId)) && quizzes.every((quiz) => finished.passedQuizIds.has(quiz.quizId));
}

/** The lessons of a course a learner completed, from their learning events; staff previews count for nobody. */
export function completedLessonIdsOf(learnerEvents: readonly PathwiseEvent[], courseId: string): Set<string> {
  const completed = new Set<string>();
  for (const event of learnerEvents) {
    if (event.type !== 'LearningEventRecorded' || event.data.preview || event.data.courseId !== courseId) continue;
    if (event.data.eventType === 'lesson_complete' && event.data.lessonId !== null) completed.add(event.data.lessonId);
  }
  return completed;
}

/** Whether a learner has passed a quiz, from its attempts stream: each attempt by its latest grade, as a regrade restates it. */
export function hasPassed(attemptEvents: readonly PathwiseEvent[], learnerId: string): boolean {
  const passedByAttempt = new Map<string, boolean>();
  for (const event of attemptEvents) {
    if (event.type === 'QuizAttemptGraded' && event.data.learnerId === learnerId && !event.data.preview) passedByAttempt.set(event.data.attemptId, event.data.passed);
    if (event.type === 'QuizAttemptRegraded' && passedByAttempt.has(event.data.attemptId)) passedByAttempt.set(event.data.attemptId, event.data.passed);
  }
  return [...passedByAttempt.values()].some(Boolean);
}
