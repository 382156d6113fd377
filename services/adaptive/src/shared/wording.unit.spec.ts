import { describe, expect, it } from 'vitest';
import { countOf, listInWords, percentText } from './wording.js';

describe('wording', () => {
  it('counts with the right number of the noun', () => {
    expect(countOf(1, 'answer')).toBe('1 answer');
    expect(countOf(0, 'answer')).toBe('0 answers');
    expect(countOf(2, 'quiz', 'quizzes')).toBe('2 quizzes');
  });

  it('lists none, one, two and more items in words', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('rounds a probability to a whole percent', () => {
    expect(percentText(0.7311)).toBe('73%');
    expect(percentText(0.875)).toBe('88%');
    expect(percentText(1)).toBe('100%');
  });
});
