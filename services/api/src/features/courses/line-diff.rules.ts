export interface DiffLine {
  readonly op: '+' | '-' | ' ';
  readonly text: string;
}

/** Past this many lines on a side, a line-by-line table would cost more than it tells: show the two texts whole. */
const MAX_LINES = 1_500;

/** A line diff by longest common subsequence: lines kept, removed (-) and added (+), in reading order. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length > MAX_LINES || b.length > MAX_LINES) {
    return [...a.map((text) => ({ op: '-' as const, text })), ...b.map((text) => ({ op: '+' as const, text }))];
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ op: ' ', text: a[i]! });
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      lines.push({ op: '-', text: a[i++]! });
    } else {
      lines.push({ op: '+', text: b[j++]! });
    }
  }
  while (i < a.length) lines.push({ op: '-', text: a[i++]! });
  while (j < b.length) lines.push({ op: '+', text: b[j++]! });
  return lines;
}
