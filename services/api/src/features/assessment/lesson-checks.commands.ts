import type { AnswerCheckRequest, CheckAnswerResult } from '@pathwise/contracts';
import { streamId, type PathwiseEvent, type QuizAnswer } from '@pathwise/event-schemas';
import { deterministicEventId, EventIdReusedError, type EventStore } from '@pathwise/event-store';
import type { z } from 'zod';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { isCourseMember, learnerMayRecordLearning } from '../../kernel/course-membership.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { assertRetryOf, retryKeyConflict } from '../../kernel/retry-keys.js';
import { findLesson, foldCourse, type CourseCommands } from '../courses/index.js';
import { pickedOptionExplanations } from './quiz-attempt.views.js';
import { isCorrect } from './quiz-grading.rules.js';

export const NOT_ENROLLED_FOR_PRACTICE = 'Enrol in this course to answer its questions.';

/** One learner's check-yourself answers in one course. */
export const practiceStreamId = (courseId: string, learnerId: string) => streamId('practice', `${courseId}.${learnerId}`);

type Answer = z.output<typeof AnswerCheckRequest>;

/**
 * Grades a lesson's check-yourself question on the server, against the version the learner studies, and records it
 * as practice (PracticeAnswered): the adaptive engine learns from it, no quiz score counts it.
 */
export class LessonChecks {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: Pick<CourseCommands, 'load'>,
    private readonly access: CourseAccess,
  ) {}

  async answer(courseId: string, lessonId: string, itemId: string, answer: Answer, origin: CommandOrigin): Promise<CheckAnswerResult> {
    const learnerId = origin.actor.userId;
    const standing = await this.access.standing(courseId, learnerId);
    if (!standing) throw new NotFoundError('No such course');
    if (!isCourseMember(standing)) throw new AccessDeniedError(NOT_ENROLLED_FOR_PRACTICE);
    const { state, events } = await this.courses.load(courseId);
    if (!state || (state.publishedVersion === null && !standing.isStaff)) throw new NotFoundError('No such course');
    const courseVersion = state.publishedVersion ?? state.version;
    const shown = foldCourse(events, courseVersion);
    const lesson = shown ? findLesson(shown, lessonId) : null;
    if (!lesson) throw new NotFoundError(`No lesson "${lessonId}" in this course`);
    const item = lesson.blocks.flatMap((block) => (block.kind === 'check' && block.item.itemId === itemId ? [block.item] : []))[0];
    if (!item) throw new NotFoundError(`No question "${itemId}" in this lesson`);

    const given: QuizAnswer = { itemId, optionIds: answer.optionIds, text: answer.text };
    const correct = isCorrect(given, item.answerKey);
    const preview = learnerMayRecordLearning(standing, false) === 'preview';
    const key = { pointer: '#/body/answerId', value: answer.answerId };
    const stored = await this.store
      .append(
        practiceStreamId(courseId, learnerId),
        [{
          id: deterministicEventId('practice-answer', answer.answerId),
          type: 'PracticeAnswered',
          data: { answerId: answer.answerId, learnerId, courseId, lessonId, itemId, courseVersion, answer: given, correct, preview },
        }],
        { expectedVersion: 'any', metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: learnerId } } },
      )
      .catch((error: unknown) => {
        // The id names an answer in another learner's or course's practice.
        throw error instanceof EventIdReusedError ? retryKeyConflict(key) : error;
      });
    let duplicate = false;
    let graded = correct;
    if (stored.idempotentReplay) {
      const [original] = (await this.store.readStream(stored.streamId, { fromVersion: stored.events[0]!.streamVersion, maxCount: 1 })).events;
      if (original?.type !== 'PracticeAnswered') throw retryKeyConflict(key);
      assertRetryOf(key, { actorId: original.data.learnerId, payload: [original.data.lessonId, original.data.answer] }, { actorId: learnerId, payload: [lessonId, given] });
      duplicate = true;
      graded = original.data.correct;
    }
    return {
      answerId: answer.answerId,
      itemId,
      correct: graded,
      answerKey: item.answerKey,
      explanation: item.explanation,
      pickedOptionExplanations: pickedOptionExplanations(item, given.optionIds),
      duplicate,
    };
  }
}
