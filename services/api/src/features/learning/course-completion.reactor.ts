import { courseCompletionStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor, ReactorContext } from '@pathwise/event-store';
import { quizAttemptsStreamId } from '../assessment/index.js';
import { foldCourse } from '../courses/index.js';
import { completedLessonIdsOf, hasPassed, isCourseFinished } from './course-completion.rules.js';

type Context = ReactorContext<PathwiseEvent>;

/**
 * When a learner completes a lesson or passes a quiz (or a regrade turns an attempt into a pass) and so has finished
 * every lesson and quiz of the course's published version, records CourseCompleted: once per learner and course, as
 * the only event of its stream, appended expecting no stream, so a replay or a later step appends nothing more.
 */
export const courseCompletionReactor: Reactor<PathwiseEvent> = {
  name: 'course-completion',
  eventTypes: ['LearningEventRecorded', 'QuizAttemptGraded', 'QuizAttemptRegraded'],
  async react(event, context) {
    const finishing = finishingStep(event);
    if (!finishing) return [];
    const { learnerId, courseId } = finishing;
    const completion = courseCompletionStreamId(courseId, learnerId);
    if ((await context.readStream(completion)).currentVersion > 0) return [];
    const courseVersion = await finishedVersion(context, learnerId, courseId);
    if (courseVersion === null) return [];
    return [{ streamId: completion, events: [{ type: 'CourseCompleted', data: { learnerId, courseId, courseVersion } }], expectedVersion: 'no_stream' }];
  },
};

/** The learner and course of an event that may finish a course: a completed lesson or a pass, never a preview. */
function finishingStep(event: PathwiseEvent): { learnerId: string; courseId: string } | null {
  switch (event.type) {
    case 'LearningEventRecorded':
      return event.data.eventType === 'lesson_complete' && !event.data.preview ? event.data : null;
    case 'QuizAttemptGraded':
      return event.data.passed && !event.data.preview ? event.data : null;
    case 'QuizAttemptRegraded':
      return event.data.passed ? event.data : null;
    default:
      return null;
  }
}

/** The published version the learner has finished every step of, or null. */
async function finishedVersion(context: Context, learnerId: string, courseId: string): Promise<number | null> {
  const { events } = await context.readStream(streamId('course', courseId));
  const publishedVersion = foldCourse(events)?.publishedVersion ?? null;
  if (publishedVersion === null) return null;
  const published = foldCourse(events, publishedVersion);
  if (!published) return null;
  const learning = await context.readStream(streamId('learner', learnerId));
  const quizIds = published.modules.flatMap((module) => module.quizzes.map((quiz) => quiz.quizId));
  const passedQuizIds = new Set<string>();
  for (const quizId of quizIds) {
    if (hasPassed((await context.readStream(quizAttemptsStreamId(courseId, quizId))).events, learnerId)) passedQuizIds.add(quizId);
  }
  const finished = isCourseFinished(published, { completedLessonIds: completedLessonIdsOf(learning.events, courseId), passedQuizIds });
  return finished ? publishedVersion : null;
}
