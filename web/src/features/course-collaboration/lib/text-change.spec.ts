import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';
import { lineAndColumn, textChange } from './text-change';

const applied = (before: string, after: string) => {
  const change = textChange(before, after);
  if (!change) return before;
  return before.slice(0, change.index) + change.insert + before.slice(change.index + change.deleteCount);
};

describe('textChange', () => {
  it('finds a typed character, a deletion and a replacement as one splice', () => {
    expect(textChange('helo', 'hello')).toEqual({ index: 3, deleteCount: 0, insert: 'l' });
    expect(textChange('hello world', 'hello')).toEqual({ index: 5, deleteCount: 6, insert: '' });
    expect(textChange('the cat sat', 'the dog sat')).toEqual({ index: 4, deleteCount: 3, insert: 'dog' });
    expect(textChange('same', 'same')).toBeNull();
  });

  it('keeps repeated letters unambiguous: the result is always the new text', () => {
    for (const [before, after] of [
      ['aaa', 'aaaa'],
      ['abab', 'ab'],
      ['', 'new'],
      ['gone', ''],
      ['x\ny', 'x\n\ny'],
    ] as const) {
      expect(applied(before, after)).toBe(after);
    }
  });

  it('never splits an emoji between its two UTF-16 halves', () => {
    const change = textChange('a😀b', 'a😃b');
    expect(change).toEqual({ index: 1, deleteCount: 2, insert: '😃' });
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from one', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
