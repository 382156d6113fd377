import type { NumericAnswer } from '@pathwise/event-schemas';

/** A number as people type it: "0.75", "0,75" (decimal comma), "3/4", "-2", "1e3". */
const NUMBER = /^([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?)(?:\s*\/\s*(\d+(?:[.,]\d*)?))?$/i;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The number a learner typed, with the item's unit allowed after it (`12 cm`, `12cm`); null when the text is not a
 * number, names another unit, or divides by zero.
 */
export function parseNumericAnswer(text: string, unit: string): number | null {
  let typed = text.normalize('NFKC').trim().replace(/\u2212/g, '-');
  const expectedUnit = unit.trim();
  if (expectedUnit && typed.toLocaleLowerCase().endsWith(expectedUnit.toLocaleLowerCase())) {
    typed = typed.slice(0, typed.length - expectedUnit.length).trimEnd();
  }
  const match = NUMBER.exec(typed);
  if (!match) return null;
  const numerator = toNumber(match[1]!);
  const denominator = match[2] === undefined ? 1 : toNumber(match[2]);
  const value = numerator / denominator;
  return Number.isFinite(value) ? value : null;
}

/**
 * Binary fractions make 0.1 + 0.2 miss 0.3 by a hair; a margin far below any tolerance a creator could mean keeps the
 * tolerance's edge inclusive as written.
 */
const ROUNDING_MARGIN = 1e-9;

/** Whether a typed answer is the expected number, within the tolerance at both ends. */
export function isNumericAnswerCorrect(text: string | null, expected: NumericAnswer): boolean {
  if (text === null) return false;
  const typed = parseNumericAnswer(text, expected.unit);
  if (typed === null) return false;
  const margin = ROUNDING_MARGIN * Math.max(1, Math.abs(expected.value));
  return Math.abs(typed - expected.value) <= expected.tolerance + margin;
}
