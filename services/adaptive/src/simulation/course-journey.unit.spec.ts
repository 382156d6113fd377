import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/seeded-random.js';
import { afterStep, coursePath, MAX_RETRIES, nextStep, startJourney } from './course-journey.js';

const course = {
  modules: [
    { lessons: [{ lessonId: 'lesson-1' }, { lessonId: 'lesson-2' }], quizzes: [{ quizId: 'quiz-1' }] },
    { lessons: [{ lessonId: 'lesson-3' }], quizzes: [{ quizId: 'quiz-2' }] },
  ],
};

describe('course journey', () => {
  it('walks each module: every lesson started then completed, then its quiz', () => {
    expect(coursePath(course).map((step) => (step.kind === 'quiz' ? step.quizId : `${step.kind}:${step.lessonId}`))).toEqual([
      'lesson_start:lesson-1', 'lesson_complete:lesson-1', 'lesson_start:lesson-2', 'lesson_complete:lesson-2', 'quiz-1',
      'lesson_start:lesson-3', 'lesson_complete:lesson-3', 'quiz-2',
    ]);
  });

  it('retries a failed quiz up to MAX_RETRIES times, then moves on', () => {
    const path = coursePath(course);
    const quiz = path[4]!;
    let journey = { position: 4, failures: 0 };
    for (let retry = 0; retry < MAX_RETRIES; retry++) {
      journey = afterStep(journey, quiz, false);
      expect(journey.position).toBe(4);
    }
    expect(afterStep(journey, quiz, false)).toEqual({ position: 5, failures: 0 });
    expect(afterStep({ position: 4, failures: 1 }, quiz, true)).toEqual({ position: 5, failures: 0 });
  });

  it('reviews the course’s quizzes once the path is done', () => {
    const path = coursePath(course);
    const random = seededRandom(3);
    const reviews = Array.from({ length: 40 }, () => nextStep({ position: path.length, failures: 0 }, path, random));
    expect(new Set(reviews.map((step) => (step.kind === 'quiz' ? step.quizId : step.kind)))).toEqual(new Set(['quiz-1', 'quiz-2']));
    expect(nextStep(startJourney(), path, random)).toEqual({ kind: 'lesson_start', lessonId: 'lesson-1' });
  });
});
