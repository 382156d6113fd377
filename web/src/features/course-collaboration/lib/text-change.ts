/** One splice that turns a text into another: what a textarea edit did, in UTF-16 indexes as Y.Text counts them. */
export interface TextChange {
  index: number;
  deleteCount: number;
  insert: string;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The smallest single splice from `before` to `after` (common prefix and suffix kept). A textarea reports its whole
 * value after each input, and a typed character, a paste or a cut is one splice; the boundaries never split a
 * surrogate pair, which Yjs would otherwise store as two broken halves.
 */
export function textChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end += 1;
  }
  if (end > 0 && isHighSurrogate(before.charCodeAt(before.length - end - 1))) end -= 1;
  return { index: start, deleteCount: before.length - start - end, insert: after.slice(start, after.length - end) };
}

/** Line and column (both from 1) of an index in a text, for telling where a collaborator's cursor is. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(index, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
