/** The small pieces of English the engine's explanations share, so every sentence counts and lists alike. */

/** "3 answers", "1 answer", "2 quizzes" (pass the plural when it is not noun + s). */
export const countOf = (count: number, noun: string, pluralNoun = `${noun}s`): string =>
  `${count} ${count === 1 ? noun : pluralNoun}`;

/** "A", "A and B", "A, B and C"; empty for none. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** A probability or score as "73%", to the nearest whole percent. */
export const percentText = (p: number): string => `${Math.round(p * 100)}%`;
