import type { Quiz } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { gradeQuiz, isCorrect } from './quiz-grading.rules.js';

const quiz: Quiz = {
  quizId: 'q1',
  title: 'Mixed',
  passingScore: 60,
  items: [
    {
      itemId: 'multi',
      kind: 'multiple_choice',
      prompt: 'Which are even?',
      options: [{ optionId: 'two', text: '2' }, { optionId: 'three', text: '3' }, { optionId: 'four', text: '4' }],
      answerKey: { correctOptionIds: ['two', 'four'], acceptedAnswers: [] },
      skillIds: [],
      difficulty: 0,
      explanation: '',
    },
    {
      itemId: 'typed',
      kind: 'short_answer',
      prompt: 'Capital of France?',
      options: [],
      answerKey: { correctOptionIds: [], acceptedAnswers: ['Paris'] },
      skillIds: [],
      difficulty: 0,
      explanation: '',
    },
  ],
};

describe('quiz grading', () => {
  it('needs exactly the correct options of a multiple-choice item, no more and no fewer', () => {
    const key = quiz.items[0]!.answerKey;
    expect(isCorrect({ itemId: 'multi', optionIds: ['four', 'two'], text: null }, key)).toBe(true);
    expect(isCorrect({ itemId: 'multi', optionIds: ['two'], text: null }, key)).toBe(false);
    expect(isCorrect({ itemId: 'multi', optionIds: ['two', 'three', 'four'], text: null }, key)).toBe(false);
  });

  it('accepts a typed answer whatever its case and spacing', () => {
    const key = quiz.items[1]!.answerKey;
    expect(isCorrect({ itemId: 'typed', optionIds: [], text: '  pARis ' }, key)).toBe(true);
    expect(isCorrect({ itemId: 'typed', optionIds: [], text: 'Lyon' }, key)).toBe(false);
    expect(isCorrect({ itemId: 'typed', optionIds: [], text: null }, key)).toBe(false);
  });

  it('scores the share of items right, counts unanswered items wrong, and passes at the passing score', () => {
    expect(gradeQuiz(quiz, [{ itemId: 'typed', optionIds: [], text: 'Paris' }])).toEqual({
      results: [{ itemId: 'multi', correct: false }, { itemId: 'typed', correct: true }],
      score: 50,
      passed: false,
    });
    expect(gradeQuiz(quiz, [{ itemId: 'multi', optionIds: ['two', 'four'], text: null }, { itemId: 'typed', optionIds: [], text: 'paris' }]).passed).toBe(true);
  });
});

describe('quiz grading of a numeric item', () => {
  const key = { correctOptionIds: [], acceptedAnswers: [], numeric: { value: 2.5, tolerance: 0.05, unit: 'kg' } };

  it('grades the typed number against the expected value, tolerance and unit, ignoring any picked options', () => {
    expect(isCorrect({ itemId: 'n', optionIds: [], text: ' 5/2 kg ' }, key)).toBe(true);
    expect(isCorrect({ itemId: 'n', optionIds: [], text: '2,55' }, key)).toBe(true);
    expect(isCorrect({ itemId: 'n', optionIds: [], text: '2.6' }, key)).toBe(false);
    expect(isCorrect({ itemId: 'n', optionIds: [], text: '2.5 g' }, key)).toBe(false);
    expect(isCorrect({ itemId: 'n', optionIds: ['x'], text: null }, key)).toBe(false);
  });
});
