import { describe, expect, it } from 'vitest';
import { isNumericAnswerCorrect, parseNumericAnswer } from './numeric-answer.rules.js';

describe('numeric answers', () => {
  it.each([
    ['0.75', 0.75],
    ['0,75', 0.75],
    ['3/4', 0.75],
    [' 3 / 4 ', 0.75],
    ['-2', -2],
    ['\u22122', -2],
    ['+2', 2],
    ['.5', 0.5],
    ['1e3', 1000],
    ['  12  ', 12],
    ['-3/4', -0.75],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseNumericAnswer(typed, '')).toBeCloseTo(expected, 12);
  });

  it.each(['', 'abc', '1/0', '3/', '/4', '1.2.3', '12 cm', '--2', 'Infinity', 'NaN', '0x10'])('refuses %j when the item has no unit', (typed) => {
    expect(parseNumericAnswer(typed, '')).toBeNull();
  });

  it('accepts the item unit after the number, with or without a space and whatever its case, and no other unit', () => {
    expect(parseNumericAnswer('12 cm', 'cm')).toBe(12);
    expect(parseNumericAnswer('12cm', 'cm')).toBe(12);
    expect(parseNumericAnswer('12 CM', 'cm')).toBe(12);
    expect(parseNumericAnswer('12', 'cm')).toBe(12);
    expect(parseNumericAnswer('12 mm', 'cm')).toBeNull();
    expect(parseNumericAnswer('12 m', 'cm')).toBeNull();
    expect(parseNumericAnswer('cm', 'cm')).toBeNull();
  });

  it('is right within the tolerance at both edges and wrong just beyond', () => {
    const expected = { value: 0.3, tolerance: 0.1, unit: '' };
    expect(isNumericAnswerCorrect('0.2', expected)).toBe(true);
    expect(isNumericAnswerCorrect('0.4', expected)).toBe(true);
    expect(isNumericAnswerCorrect('0.41', expected)).toBe(false);
    expect(isNumericAnswerCorrect('0.19', expected)).toBe(false);
  });

  it('with no tolerance, needs the exact value, however the learner writes it', () => {
    const expected = { value: 0.75, tolerance: 0, unit: '' };
    expect(isNumericAnswerCorrect('3/4', expected)).toBe(true);
    expect(isNumericAnswerCorrect('0,75', expected)).toBe(true);
    expect(isNumericAnswerCorrect('0.7500001', expected)).toBe(false);
    expect(isNumericAnswerCorrect('0.1+0.2', { value: 0.3, tolerance: 0, unit: '' })).toBe(false);
  });

  it('keeps an exact edge inclusive despite binary rounding', () => {
    expect(isNumericAnswerCorrect('0.3', { value: 0.1, tolerance: 0.2, unit: '' })).toBe(true);
  });

  it('is wrong when nothing is typed or the text is not a number', () => {
    expect(isNumericAnswerCorrect(null, { value: 1, tolerance: 0, unit: '' })).toBe(false);
    expect(isNumericAnswerCorrect('one', { value: 1, tolerance: 0, unit: '' })).toBe(false);
  });
});
