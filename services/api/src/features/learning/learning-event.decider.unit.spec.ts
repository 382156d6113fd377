import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../http/http-errors.js';
import { decideLearning, MAX_CLOCK_SKEW_MS, MAX_LATE_ARRIVAL_MS, QUIZ_ATTEMPTS_ARE_GRADED, type RecordLearningEvent } from './learning-event.decider.js';

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

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRequestError);
    return (error as InvalidRequestError).errors;
  }
  throw new Error('expected the command to be rejected');
};

describe('record learning event decider', () => {
  it('records a completed lesson with the time it happened', () => {
    expect(decideLearning(command())).toEqual([
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
    expect(decideLearning(command({ preview: true }))[0]!.data.preview).toBe(true);
  });

  it('refuses a quiz attempt the client scored itself: only the server grades quizzes', () => {
    expect(rejection(() => decideLearning(command({ eventType: 'quiz_attempt', score: 100, attempts: 1 })))).toEqual([
      { pointer: '#/body/eventType', detail: QUIZ_ATTEMPTS_ARE_GRADED },
    ]);
  });

  it('records the lesson’s content modalities the handler looked up', () => {
    const lesson = command({ eventType: 'lesson_complete', score: null, attempts: null, contentModalities: ['video', 'text'] });
    expect(decideLearning(lesson)[0]!.data.contentModalities).toEqual(['video', 'text']);
  });

  it("keeps the device's offset in occurredAt, so streaks can find the learner's local day", () => {
    const [event] = decideLearning(command({ occurredAt: '2026-11-21T06:59:00-05:00' }));
    expect(event!.data.occurredAt).toBe('2026-11-21T06:59:00-05:00');
  });

  it('dates an event without a device time at the moment it is decided', () => {
    const [event] = decideLearning(command({ occurredAt: null }));
    expect(event!.data.occurredAt).toBe(now.toISOString());
  });

  it('decides the same event for the same command, so a retry changes nothing', () => {
    expect(decideLearning(command())).toEqual(decideLearning(command()));
  });

  it('accepts a device clock slightly ahead, and an offline event from up to 30 days ago', () => {
    expect(() => decideLearning(command({ occurredAt: new Date(now.getTime() + MAX_CLOCK_SKEW_MS).toISOString() }))).not.toThrow();
    expect(() => decideLearning(command({ occurredAt: new Date(now.getTime() - MAX_LATE_ARRIVAL_MS).toISOString() }))).not.toThrow();
  });

  it('rejects an event from the future', () => {
    expect(rejection(() => decideLearning(command({ occurredAt: new Date(now.getTime() + MAX_CLOCK_SKEW_MS + 1).toISOString() })))).toEqual([
      { pointer: '#/body/occurredAt', detail: 'Cannot be in the future' },
    ]);
  });

  it('rejects an event older than 30 days', () => {
    expect(rejection(() => decideLearning(command({ occurredAt: new Date(now.getTime() - MAX_LATE_ARRIVAL_MS - 1).toISOString() })))).toEqual([
      { pointer: '#/body/occurredAt', detail: 'Is more than 30 days ago; events that old are not accepted' },
    ]);
  });

  it('rejects a lesson event without a lesson', () => {
    expect(
      rejection(() => decideLearning(command({ eventType: 'lesson_start', lessonId: null, score: null, attempts: null }))),
    ).toEqual([{ pointer: '#/body/lessonId', detail: 'A lesson_start event needs a lessonId' }]);
  });

  it('rejects a score or attempts on a lesson event', () => {
    expect(rejection(() => decideLearning(command({ eventType: 'lesson_complete', score: 90, attempts: null })))).toEqual([
      { pointer: '#/body/score', detail: 'Only a quiz attempt has a score, and only the server grades one' },
    ]);
    expect(rejection(() => decideLearning(command({ eventType: 'lesson_complete', score: null, attempts: 3 })))).toEqual([
      { pointer: '#/body/attempts', detail: 'Only a quiz attempt has attempts' },
    ]);
  });
});
