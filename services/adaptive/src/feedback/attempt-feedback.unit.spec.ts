import { describe, expect, it } from 'vitest';
import { type GradedItem, TIP_LENGTH, composeFeedback } from './attempt-feedback.js';

const skillNames = new Map([
  ['s-frac', 'Fractions'],
  ['s-dec', 'Decimals'],
]);

const item = (itemId: string, correct: boolean, skillIds: string[], explanation = ''): GradedItem => ({
  itemId,
  correct,
  skillIds,
  explanation,
});

const timesQuiz = { kind: 'quiz', title: 'Times tables' } as const;

describe('composeFeedback', () => {
  it('encourages when everything is right and names the next step', () => {
    const items = [item('i1', true, ['s-frac']), item('i2', true, [])];
    const result = composeFeedback({ items, skillNames }, timesQuiz);
    expect(result).toEqual({
      feedback: 'All 2 right: well done, that is solid work! Next: the quiz "Times tables".',
      wentWrong: [],
    });
  });

  it('says what went wrong by skill, most missed first, with the first explanation as a tip', () => {
    const items = [
      item('i1', false, ['s-dec'], ''),
      item('i2', true, ['s-frac']),
      item('i3', false, ['s-frac'], 'Find a common denominator first'),
      item('i4', false, ['s-frac', 's-unknown'], 'Simplify at the end.'),
      item('i5', true, ['s-dec']),
      item('i6', true, ['s-dec']),
    ];
    const result = composeFeedback({ items, skillNames }, { kind: 'lesson', title: 'Adding fractions' });
    expect(result.feedback).toBe(
      '3 of 6 right. Missed questions on Fractions (2), Decimals (1) and s-unknown (1). ' +
        'Tip: Find a common denominator first. Next: the lesson "Adding fractions".',
    );
    expect(result.wentWrong).toEqual([
      { itemId: 'i1', skillIds: ['s-dec'], explanation: '' },
      { itemId: 'i3', skillIds: ['s-frac'], explanation: 'Find a common denominator first' },
      { itemId: 'i4', skillIds: ['s-frac', 's-unknown'], explanation: 'Simplify at the end.' },
    ]);
  });

  it('adds encouragement when fewer than half are right, and copes with items without skills', () => {
    const result = composeFeedback({ items: [item('i1', false, []), item('i2', false, [])], skillNames }, null);
    expect(result.feedback).toBe('0 of 2 right. Mistakes show where to practise, so keep going. Missed 2 questions.');
  });

  it('shortens a long explanation at a word boundary to fit a toast', () => {
    const explanation = `${'word '.repeat(100)}end`;
    const { feedback } = composeFeedback({ items: [item('i1', false, ['s-dec'], explanation)], skillNames }, null);
    const tip = feedback.slice(feedback.indexOf('Tip: ') + 5);
    expect(tip.length).toBeLessThanOrEqual(TIP_LENGTH + 1);
    expect(tip).toMatch(/word…$/);
  });

  it('handles an attempt with no items and a review as the next step', () => {
    expect(composeFeedback({ items: [], skillNames }, { kind: 'review', title: 'Counting check' }).feedback).toBe(
      'There was nothing to grade in this attempt. Next: review with "Counting check".',
    );
  });

  it('praises the skills that rose when all is right, and names the weakest missed skill after a miss', () => {
    const changes = [
      { skillId: 's-frac', before: 0.6, after: 0.7 },
      { skillId: 's-dec', before: 0.8, after: 0.803 },
    ];
    const allRight = composeFeedback({ items: [item('i1', true, ['s-frac'])], skillNames, changes }, null);
    expect(allRight.feedback).toBe('All 1 right: well done, that is solid work! Fractions went up.');
    const dropped = [
      { skillId: 's-frac', before: 0.7, after: 0.62 },
      { skillId: 's-dec', before: 0.5, after: 0.55 },
    ];
    const items = [item('i1', false, ['s-frac']), item('i2', true, ['s-dec'])];
    expect(composeFeedback({ items, skillNames, changes: dropped }, null).feedback).toBe(
      '1 of 2 right. Missed questions on Fractions (1). Fractions now stands at 62% predicted success.',
    );
  });

  it('gives the same words for the same attempt', () => {
    const attempt = { items: [item('i1', false, ['s-frac'], 'Because.'), item('i2', true, ['s-dec'])], skillNames };
    expect(composeFeedback(attempt, timesQuiz)).toEqual(composeFeedback(attempt, timesQuiz));
    expect(composeFeedback(attempt, timesQuiz).feedback).toBe(
      '1 of 2 right. Missed questions on Fractions (1). Tip: Because. Next: the quiz "Times tables".',
    );
  });
});
