import type { QuizAttemptResult, SubmitQuizAttemptRequest } from '@pathwise/contracts';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, EventIdReusedError, type Database, type EventStore, type Executor } from '@pathwise/event-store';
import { getQuizAttempts } from '@pathwise/projections';
import type { z } from 'zod';
import { AccessDeniedError, InvalidRequestError, NotFoundError } from '../../http/http-errors.js';
import { assertRetryOf, retryKeyConflict, type RetryKey } from '../../kernel/retry-keys.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from '../courses/index.js';
import { isCourseMember, learnerMayRecordLearning } from '../../kernel/course-membership.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { pickedOptionExplanations } from './quiz-attempt.views.js';
import { gradeQuiz, quizForLearners } from './quiz-grading.rules.js';
import { quizAttemptsStreamId } from './regrade.rules.js';

export const NOT_ENROLLED = 'Enrol in this course to take its quizzes.';

type Submission = z.output<typeof SubmitQuizAttemptRequest>;

/** Grades quiz attempts on the server, against the version the learner studies, and records them. */
export class QuizAttempts {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly database: Database,
    private readonly courses: CourseCommands,
    private readonly access: CourseAccess,
    private readonly clock: () => Date,
  ) {}

  async submit(courseId: string, quizId: string, submission: Submission, origin: CommandOrigin): Promise<QuizAttemptResult> {
    const learnerId = origin.actor.userId;
    const standing = await this.access.standing(courseId, learnerId);
    if (!standing) throw new NotFoundError('No such course');
    if (!isCourseMember(standing)) throw new AccessDeniedError(NOT_ENROLLED);
    const { state, events } = await this.courses.load(courseId);
    if (!state || (state.publishedVersion === null && !standing.isStaff)) throw new NotFoundError('No such course');
    const taken = quizForLearners(events, state, quizId);
    if (!taken) throw new NotFoundError(`No quiz "${quizId}" in this course`);
    const itemIds = new Set(taken.quiz.items.map((item) => item.itemId));
    const seen = new Set<string>();
    const errors = submission.answers.flatMap((answer, index) => {
      const problems = [];
      if (!itemIds.has(answer.itemId)) problems.push({ pointer: `#/body/answers/${index}/itemId`, detail: `"${answer.itemId}" is not an item of this quiz` });
      if (seen.has(answer.itemId)) problems.push({ pointer: `#/body/answers/${index}/itemId`, detail: 'Answered twice' });
      seen.add(answer.itemId);
      return problems;
    });
    if (errors.length > 0) throw new InvalidRequestError(errors);

    const grade = gradeQuiz(taken.quiz, submission.answers);
    const now = this.clock();
    const previous = await getQuizAttempts(this.database.db, learnerId, courseId, quizId);
    const metadata = { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user' as const, id: learnerId } };
    // The graded attempt and the spec's quiz_attempt learning event are one fact: both are stored, or neither.
    const key = { pointer: '#/body/attemptId', value: submission.attemptId };
    const preview = learnerMayRecordLearning(standing, false) === 'preview';
    const original = await this.database.db.transaction().execute(async (transaction) => {
      const graded = await this.store.append(
        quizAttemptsStreamId(courseId, quizId),
        [{
          id: deterministicEventId('quiz-attempt', submission.attemptId),
          type: 'QuizAttemptGraded',
          data: {
            attemptId: submission.attemptId, learnerId, courseId, quizId, courseVersion: taken.version,
            answers: submission.answers, results: grade.results, score: grade.score, passed: grade.passed, timeSpentSeconds: submission.timeSpent,
            preview,
          },
        }],
        { expectedVersion: 'any', executor: transaction, metadata },
      ).catch((error: unknown) => {
        // The id names an attempt at another quiz.
        throw error instanceof EventIdReusedError ? retryKeyConflict(key) : error;
      });
      if (graded.idempotentReplay) return this.originalOf(graded.streamId, graded.events[0]!.streamVersion, key, learnerId, submission, transaction);
      await this.store.append(
        streamId('learner', learnerId),
        [{
          id: deterministicEventId('quiz-attempt-learning-event', submission.attemptId),
          type: 'LearningEventRecorded',
          data: {
            learnerId, courseId, lessonId: null, eventType: 'quiz_attempt', timeSpentSeconds: submission.timeSpent, score: grade.score,
            attempts: previous.length + 1, deviceType: submission.deviceType, engagementIndicators: {}, occurredAt: now.toISOString(),
            contentModalities: [],
            preview,
          },
        }],
        { expectedVersion: 'any', executor: transaction, metadata },
      );
      return null;
    });
    // A retry is answered with the grade first given, even if the quiz changed since; its answers are the same.
    const picked = new Map(submission.answers.map((answer) => [answer.itemId, answer.optionIds]));
    const outcome = original ?? { courseVersion: taken.version, score: grade.score, passed: grade.passed, results: grade.results, at: now };
    return {
      attemptId: submission.attemptId,
      quizId,
      courseVersion: outcome.courseVersion,
      score: outcome.score,
      passed: outcome.passed,
      items: taken.quiz.items.map((item) => ({
        itemId: item.itemId,
        correct: outcome.results.find((result) => result.itemId === item.itemId)?.correct ?? false,
        answerKey: item.answerKey,
        explanation: item.explanation,
        pickedOptionExplanations: pickedOptionExplanations(item, picked.get(item.itemId) ?? []),
      })),
      regraded: false,
      at: outcome.at.toISOString(),
      duplicate: original !== null,
    };
  }

  /** The attempt first stored under this id, once the request is shown to be that attempt sent again. */
  private async originalOf(stream: string, version: number, key: RetryKey, learnerId: string, submission: Submission, executor: Executor) {
    const [stored] = (await this.store.readStream(stream, { fromVersion: version, maxCount: 1, executor })).events;
    if (stored?.type !== 'QuizAttemptGraded') throw retryKeyConflict(key);
    const { data } = stored;
    assertRetryOf(
      key,
      { actorId: data.learnerId, payload: { answers: data.answers, timeSpent: data.timeSpentSeconds } },
      { actorId: learnerId, payload: { answers: submission.answers, timeSpent: submission.timeSpent } },
    );
    return { courseVersion: data.courseVersion, score: data.score, passed: data.passed, results: data.results, at: stored.recordedAt };
  }
}
