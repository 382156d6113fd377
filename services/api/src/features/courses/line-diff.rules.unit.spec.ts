import { describe, expect, it } from 'vitest';
import { diffLines } from './line-diff.rules.js';

describe('line diff', () => {
  it('keeps common lines and marks removed and added ones in reading order', () => {
    expect(diffLines('one\ntwo\nthree', 'one\n2\nthree\nfour')).toEqual([
      { op: ' ', text: 'one' },
      { op: '-', text: 'two' },
      { op: '+', text: '2' },
      { op: ' ', text: 'three' },
      { op: '+', text: 'four' },
    ]);
  });

  it('shows nothing but kept lines for equal texts', () => {
    expect(diffLines('a\nb', 'a\nb').every((line) => line.op === ' ')).toBe(true);
  });
});
