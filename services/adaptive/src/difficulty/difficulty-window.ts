import { logit } from '../shared/logistic.js';
import { type ServedDifficulty, defaultTargetBand, difficultyLevelsInOrder } from './difficulty-policy.js';

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

/** How far a difficulty lies outside a level's window (0 inside it, or when the difficulty is unknown). */
export const distanceFromLevel = (b: number | null, level: ServedDifficulty): number =>
  b === null ? 0 : distanceOutside(b, difficultyWindows[level]);

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

const centre = (window: DifficultyWindow): number => (window.min + window.max) / 2;

/**
 * The level to start a learner at from an ability estimate (a placement test's theta, on the same logit scale):
 * under a Rasch model success on an item of difficulty b is sigmoid(theta - b), so the items that meet the middle of
 * the target band sit at b = theta - logit(target); the level whose window is centred nearest that b is served.
 */
export function levelForAbility(
  theta: number,
  targetSuccess = (defaultTargetBand.lower + defaultTargetBand.upper) / 2,
): ServedDifficulty {
  const wanted = theta - logit(targetSuccess);
  const distance = (level: ServedDifficulty) => Math.abs(centre(difficultyWindows[level]) - wanted);
  return difficultyLevelsInOrder.reduce((best, level) => (distance(level) < distance(best) ? level : best));
}

/** A lesson's difficulty, which creators do not set: the mean b of the course's items on its skills; null if none. */
export function difficultyOfSkills(
  skillIds: readonly string[],
  items: readonly { readonly skillIds: readonly string[]; readonly difficulty: number }[],
): number | null {
  const on = items.filter((item) => item.skillIds.some((id) => skillIds.includes(id)));
  return on.length === 0 ? null : on.reduce((sum, item) => sum + item.difficulty, 0) / on.length;
}
