import { describe, expect, it } from 'vitest';
import { pathwiseEvents } from '../index.js';
import { QuizAttemptGraded } from './quiz-attempt.events.js';

const v1 = {
  attemptId: 'attempt-1',
  learnerId: 'learner-1',
  courseId: 'course-1',
  quizId: 'quiz-1',
  courseVersion: 3,
  answers: [{ itemId: 'i1', optionIds: ['a'], text: null }],
  results: [{ itemId: 'i1', correct: true }],
  score: 100,
  passed: true,
  timeSpentSeconds: 40,
};

describe('QuizAttemptGraded', () => {
  it("upcasts a version 1 attempt to a learner's, not a preview", () => {
    expect(QuizAttemptGraded.schemaVersion).toBe(2);
    expect(pathwiseEvents.upcast(QuizAttemptGraded, 1, v1)).toEqual({ ...v1, preview: false });
  });

  it('needs to know whether the attempt is a preview', () => {
    expect(pathwiseEvents.validate(QuizAttemptGraded, { ...v1, preview: true }).ok).toBe(true);
    expect(pathwiseEvents.validate(QuizAttemptGraded, v1).ok).toBe(false);
  });
});
