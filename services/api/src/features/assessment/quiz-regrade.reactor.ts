import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { quizAttemptsStreamId, regradeAttempts } from './regrade.rules.js';

/**
 * When an answer key is corrected, regrades the attempts it changes; when an attempt arrives that was graded while a
 * correction was being made (it loaded the quiz just before), regrades that one. Both read the streams inside the
 * page's transaction, and the runner derives event ids from the cause, so a replay appends nothing twice.
 */
export const quizRegradeReactor: Reactor<PathwiseEvent> = {
  name: 'quiz-regrade',
  eventTypes: ['AnswerKeyCorrected', 'QuizAttemptGraded'],
  async react(event, context) {
    if (event.type !== 'AnswerKeyCorrected' && event.type !== 'QuizAttemptGraded') return [];
    const { courseId, quizId } = event.data;
    const attemptsStream = quizAttemptsStreamId(courseId, quizId);
    // One after the other: both reads share the page's transaction, and so its one connection.
    const course = await context.readStream(streamId('course', courseId));
    const attempts = await context.readStream(attemptsStream);
    const regrades = regradeAttempts(course.events, attempts.events, event.type === 'QuizAttemptGraded' ? event.data.attemptId : undefined);
    return regrades.length > 0 ? [{ streamId: attemptsStream, events: regrades }] : [];
  },
};
