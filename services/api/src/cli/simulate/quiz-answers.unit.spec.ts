import { seededRandom } from '@pathwise/adaptive';
import type { QuizItem } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { isCorrect } from '../../features/assessment/index.js';
import { answerFor } from './quiz-answers.js';

const choice: QuizItem = {
  itemId: 'item-1', kind: 'single_choice', prompt: 'Which equals 2/4?', skillIds: [], difficulty: 0, explanation: '',
  options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '2/3' }, { optionId: 'c', text: '1/4' }],
  answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
};
const typed: QuizItem = { ...choice, itemId: 'item-2', kind: 'short_answer', options: [], answerKey: { correctOptionIds: [], acceptedAnswers: ['1/2'] } };
const numeric: QuizItem = {
  ...choice, itemId: 'item-3', kind: 'numeric', options: [],
  answerKey: { correctOptionIds: [], acceptedAnswers: [], numeric: { value: 0.5, tolerance: 0.01, unit: 'kg' } },
};

describe('answerFor', () => {
  it('gives an answer the real grader marks right or wrong as the learner means, once the key is known', () => {
    const random = seededRandom(5);
    for (const item of [choice, typed, numeric]) {
      for (let draw = 0; draw < 20; draw++) {
        expect(isCorrect(answerFor(item, item.answerKey, true, random), item.answerKey)).toBe(true);
        expect(isCorrect(answerFor(item, item.answerKey, false, random), item.answerKey)).toBe(false);
      }
    }
  });

  it('guesses among the options while the key is unknown, so that only chance makes it right', () => {
    const random = seededRandom(6);
    const guesses = Array.from({ length: 300 }, () => answerFor(choice, undefined, true, random));
    const right = guesses.filter((answer) => isCorrect(answer, choice.answerKey)).length / guesses.length;
    expect(right).toBeGreaterThan(0.2);
    expect(right).toBeLessThan(0.47);
    expect(isCorrect(answerFor(typed, undefined, true, random), typed.answerKey)).toBe(false);
  });
});
