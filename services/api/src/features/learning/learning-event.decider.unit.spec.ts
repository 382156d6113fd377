import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { InvalidRequestError } from '../../http/http-errors.js';
import { deciderSpecification, type Decision } from '../../testing/decider-specification.js';
import {
  MAX_CLOCK_SKEW_MS,
  MAX_LATE_ARRIVAL_MS,
  QUIZ_ATTEMPTS_ARE_GRADED,
  learningEventDecider,
  type LearningEventRecorded,
  type RecordLearningEvent,
} from './learning-event.decider.js';

const now = new Date('2026-11-21T12:00:00.000Z');

const command = (data: Partial<RecordLearningEvent['data']> = {}): RecordLearningEvent => ({
  type: 'RecordLearningEvent',
  data: {
    eventId: '0b5e6f2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    learnerId: 'learner-1',
    courseId: 'fractions',
    lessonId: 'lesson-2',
    eventType: 'lesson_complete',
    timeSpentSeconds: 90,
    score: null,
    attempts: null,
    deviceType: 'mobile',
    engagementIndicators: { focusLosses: 0 },
    occurredAt: '2026-11-21T11:59:00.000Z',
    contentModalities: [],
    preview: false,
    ...data,
  },
  metadata: { now },
});

const given = deciderSpecification(learningEventDecider, { id: '0b5e6f2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b' });

/** The fields a refused command names, as the HTTP edge answers it. */
const rejection = (decision: Decision<LearningEventRecorded>) => {
  const error = httpErrorFor(decision.rejects('invalid'));
  expect(error).toBeInstanceOf(InvalidRequestError);
  return error.errors;
};

describe('record learning event decider', () => {
  it('records a completed lesson with the time it happened', () => {
    given().when(command()).then([
      {
        type: 'LearningEventRecorded',
        data: {
          learnerId: 'learner-1',
          courseId: 'fractions',
          lessonId: 'lesson-2',
          eventType: 'lesson_complete',
          timeSpentSeconds: 90,
          score: null,
          attempts: null,
          deviceType: 'mobile',
          engagementIndicators: { focusLosses: 0 },
          occurredAt: '2026-11-21T11:59:00.000Z',
          contentModalities: [],
          preview: false,
        },
      },
    ]);
  });

  it('marks an event of staff trying the course as a preview', () => {
    given()
      .when(command({ preview: true }))
      .then((decided) => expect(decided[0]!.data.preview).toBe(true));
  });

  it('refuses a quiz attempt the client scored itself: only the server grades quizzes', () => {
    expect(rejection(given().when(command({ eventType: 'quiz_attempt', score: 100, attempts: 1 })))).toEqual([
      { pointer: '#/body/eventType', detail: QUIZ_ATTEMPTS_ARE_GRADED },
    ]);
  });

  it('records the lesson’s content modalities the handler looked up', () => {
    const lesson = command({ eventType: 'lesson_complete', score: null, attempts: null, contentModalities: ['video', 'text'] });
    given()
      .when(lesson)
      .then((decided) => expect(decided[0]!.data.contentModalities).toEqual(['video', 'text']));
  });

  it("keeps the device's offset in occurredAt, so streaks can find the learner's local day", () => {
    given()
      .when(command({ occurredAt: '2026-11-21T06:59:00-05:00' }))
      .then(([event]) => expect(event!.data.occurredAt).toBe('2026-11-21T06:59:00-05:00'));
  });

  it('dates an event without a device time at the moment it is decided', () => {
    given()
      .when(command({ occurredAt: null }))
      .then(([event]) => expect(event!.data.occurredAt).toBe(now.toISOString()));
  });

  it('decides the same event for the same command, so a retry changes nothing', () => {
    given().when(command()).then(learningEventDecider.decide(command(), null));
  });

  it('accepts a device clock slightly ahead, and an offline event from up to 30 days ago', () => {
    given()
      .when(command({ occurredAt: new Date(now.getTime() + MAX_CLOCK_SKEW_MS).toISOString() }))
      .then((decided) => expect(decided).toHaveLength(1));
    given()
      .when(command({ occurredAt: new Date(now.getTime() - MAX_LATE_ARRIVAL_MS).toISOString() }))
      .then((decided) => expect(decided).toHaveLength(1));
  });

  it('rejects an event from the future', () => {
    expect(rejection(given().when(command({ occurredAt: new Date(now.getTime() + MAX_CLOCK_SKEW_MS + 1).toISOString() })))).toEqual([
      { pointer: '#/body/occurredAt', detail: 'Cannot be in the future' },
    ]);
  });

  it('rejects an event older than 30 days', () => {
    expect(rejection(given().when(command({ occurredAt: new Date(now.getTime() - MAX_LATE_ARRIVAL_MS - 1).toISOString() })))).toEqual([
      { pointer: '#/body/occurredAt', detail: 'Is more than 30 days ago; events that old are not accepted' },
    ]);
  });

  it('rejects a lesson event without a lesson', () => {
    expect(
      rejection(given().when(command({ eventType: 'lesson_start', lessonId: null, score: null, attempts: null }))),
    ).toEqual([{ pointer: '#/body/lessonId', detail: 'A lesson_start event needs a lessonId' }]);
  });

  it('rejects a score or attempts on a lesson event', () => {
    expect(rejection(given().when(command({ eventType: 'lesson_complete', score: 90, attempts: null })))).toEqual([
      { pointer: '#/body/score', detail: 'Only a quiz attempt has a score, and only the server grades one' },
    ]);
    expect(rejection(given().when(command({ eventType: 'lesson_complete', score: null, attempts: 3 })))).toEqual([
      { pointer: '#/body/attempts', detail: 'Only a quiz attempt has attempts' },
    ]);
  });
});
