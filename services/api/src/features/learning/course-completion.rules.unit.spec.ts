import type { PathwiseEvent } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { completedLessonIdsOf, hasPassed, isCourseFinished } from './course-completion.rules.js';

const course = {
  modules: [
    { lessons: [{ lessonId: 'l1' }, { lessonId: 'l2' }], quizzes: [{ quizId: 'q1' }] },
    { lessons: [{ lessonId: 'l3' }], quizzes: [] },
  ],
};
const finished = (lessons: string[], quizzes: string[]) => ({ completedLessonIds: new Set(lessons), passedQuizIds: new Set(quizzes) });

const lessonEvent = (lessonId: string, overrides: { courseId?: string; preview?: boolean; eventType?: 'lesson_start' | 'lesson_complete' } = {}): PathwiseEvent => ({
  type: 'LearningEventRecorded',
  data: {
    learnerId: 'u1',
    courseId: overrides.courseId ?? 'c1',
    lessonId,
    eventType: overrides.eventType ?? 'lesson_complete',
    timeSpentSeconds: 60,
    score: null,
    attempts: null,
    deviceType: 'desktop',
    engagementIndicators: {},
    occurredAt: '2026-11-26T08:00:00.000Z',
    contentModalities: [],
    preview: overrides.preview ?? false,
  },
});

const graded = (attemptId: string, passed: boolean, learnerId = 'u1', preview = false): PathwiseEvent => ({
  type: 'QuizAttemptGraded',
  data: { attemptId, learnerId, courseId: 'c1', quizId: 'q1', courseVersion: 3, answers: [], results: [], score: passed ? 100 : 0, passed, timeSpentSeconds: 30, deviceType: 'desktop', preview },
} as unknown as PathwiseEvent);

const regraded = (attemptId: string, passed: boolean): PathwiseEvent => ({
  type: 'QuizAttemptRegraded',
  data: { attemptId, learnerId: 'u1', courseId: 'c1', quizId: 'q1', correctionVersion: 4, results: [], previousScore: passed ? 0 : 100, score: passed ? 100 : 0, passed },
});

describe('course completion rules', () => {
  it('isCourseFinished: every lesson completed and every quiz passed finishes the course', () => {
    expect(isCourseFinished(course, finished(['l1', 'l2', 'l3'], ['q1']))).toBe(true);
  });

  it('isCourseFinished: every lesson completed but a quiz not passed does not', () => {
    expect(isCourseFinished(course, finished(['l1', 'l2', 'l3'], []))).toBe(false);
  });

  it('isCourseFinished: every quiz passed but a lesson left does not', () => {
    expect(isCourseFinished(course, finished(['l1', 'l2'], ['q1']))).toBe(false);
  });

  it('isCourseFinished: a course with no lesson or quiz is never finished', () => {
    expect(isCourseFinished({ modules: [] }, finished([], []))).toBe(false);
  });

  it('completedLessonIdsOf: counts completions in this course, not starts, previews or other courses', () => {
    const events = [lessonEvent('l1'), lessonEvent('l2', { eventType: 'lesson_start' }), lessonEvent('l3', { preview: true }), lessonEvent('l9', { courseId: 'c2' })];
    expect([...completedLessonIdsOf(events, 'c1')]).toEqual(['l1']);
  });

  it('hasPassed: a passed attempt of this learner passes; another learner’s or a preview does not', () => {
    expect(hasPassed([graded('a1', false), graded('a2', true)], 'u1')).toBe(true);
    expect(hasPassed([graded('a1', true, 'u2')], 'u1')).toBe(false);
    expect(hasPassed([graded('a1', true, 'u1', true)], 'u1')).toBe(false);
  });

  it('hasPassed: a regrade restates an attempt, turning a pass into a fail or a fail into a pass', () => {
    expect(hasPassed([graded('a1', true), regraded('a1', false)], 'u1')).toBe(false);
    expect(hasPassed([graded('a1', false), regraded('a1', true)], 'u1')).toBe(true);
  });
});
