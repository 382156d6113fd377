import type { ServedDifficulty } from './difficulty-policy.js';

/**
 * Which items a difficulty level serves: a window on the IRT difficulty b (logits, -4..4, 0 average). Neighbouring
 * windows overlap by one logit so that a level change shifts what is served gradually, and a course whose items
 * cluster in a narrow range still has something at every level. The middle levels sit around the average item,
 * where a creator's untuned difficulties mostly fall.
 */
export interface DifficultyWindow {
  readonly min: number;
  readonly max: number;
}

export const difficultyWindows: Readonly<Record<ServedDifficulty, DifficultyWindow>> = {
  beginner: { min: -4, max: -0.5 },
  intermediate: { min: -1.5, max: 0.5 },
  advanced: { min: -0.5, max: 1.5 },
  expert: { min: 0.5, max: 4 },
};

const distanceOutside = (b: number, window: DifficultyWindow): number =>
  b < window.min ? window.min - b : b > window.max ? b - window.max : 0;

/**
 * The candidates a level serves: those whose difficulty lies in its window, or, when none does, those nearest to
 * it (all tied at the least distance), so a learner is never left with nothing. Order is kept.
 */
export function servedAtLevel<T>(
  candidates: readonly T[],
  level: ServedDifficulty,
  difficultyOf: (candidate: T) => number,
): T[] {
  if (candidates.length === 0) return [];
  const window = difficultyWindows[level];
  const distances = candidates.map((candidate) => distanceOutside(difficultyOf(candidate), window));
  const nearest = Math.min(...distances);
  return candidates.filter((_, index) => distances[index] === nearest);
}
