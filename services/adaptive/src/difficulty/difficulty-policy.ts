import { percentText } from '../shared/wording.js';

/**
 * Difficulty adjustment (ADR 12): keep each learner's predicted success inside a target band by moving the
 * served difficulty one level at a time.
 *
 * The band is 0.65..0.85. Practice is most effective when it is hard enough to produce some errors ("desirable
 * difficulties", Bjork 1994), and Wilson et al. (2019, "The Eighty Five Percent Rule for optimal learning") show
 * that learning by gradient descent is fastest at about 85% accuracy; below about 65% learners mostly guess and
 * disengage. The upper edge is therefore the ~85% rule and the lower edge leaves room for a harder level's first
 * answers without bouncing straight back.
 *
 * Hysteresis, so the level never flaps: a change needs at least `minAttemptsSinceChange` answers at the current
 * level, and both the model's predicted success and the learner's observed success over the recent window must lie
 * on the same side outside the band; inside the band, or when the two disagree, nothing changes.
 */

/** The same literals as the API's `DifficultyLevel`. */
export const difficultyLevelsInOrder = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type ServedDifficulty = (typeof difficultyLevelsInOrder)[number];

export interface TargetBand {
  readonly lower: number;
  readonly upper: number;
}

export const defaultTargetBand: TargetBand = { lower: 0.65, upper: 0.85 };

/** One graded answer served at the current level, with what the model predicted before it. */
export interface ServedAttempt {
  readonly attemptId: string;
  /** The model's probability of success, before the answer was seen. */
  readonly predictedSuccess: number;
  readonly correct: boolean;
}

export interface DifficultyPolicyOptions {
  readonly band: TargetBand;
  /** Answers at the current level before it may change again. */
  readonly minAttemptsSinceChange: number;
  /** How many of the most recent answers the decision rests on. */
  readonly window: number;
}

export const defaultDifficultyPolicy: DifficultyPolicyOptions = {
  band: defaultTargetBand,
  minAttemptsSinceChange: 5,
  window: 8,
};

export interface DifficultyDecision {
  readonly oldLevel: ServedDifficulty;
  readonly newLevel: ServedDifficulty;
  /** A short sentence for the toast 'Difficulty changed from X to Y: reason'. */
  readonly reason: string;
  readonly evidence: {
    readonly predictedSuccess: number;
    readonly observedSuccess: number;
    readonly attemptIds: readonly string[];
  };
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;


/**
 * Decides whether to move one level up or down, from the answers given since the level last changed (oldest first).
 * Returns null when the level should stay.
 */
export function decideDifficulty(
  currentLevel: ServedDifficulty,
  attemptsSinceChange: readonly ServedAttempt[],
  options: DifficultyPolicyOptions = defaultDifficultyPolicy,
): DifficultyDecision | null {
  if (attemptsSinceChange.length < options.minAttemptsSinceChange || attemptsSinceChange.length === 0) return null;
  const recent = attemptsSinceChange.slice(-options.window);
  const predictedSuccess = mean(recent.map((attempt) => attempt.predictedSuccess));
  const right = recent.filter((attempt) => attempt.correct).length;
  const observedSuccess = right / recent.length;
  const { lower, upper } = options.band;
  const index = difficultyLevelsInOrder.indexOf(currentLevel);

  let step: 1 | -1;
  if (predictedSuccess > upper && observedSuccess > upper) step = 1;
  else if (predictedSuccess < lower && observedSuccess < lower) step = -1;
  else return null;

  const newLevel = difficultyLevelsInOrder[index + step];
  if (newLevel === undefined) return null;
  const answered = `you answered ${right} of your last ${recent.length} questions right`;
  const reason =
    step === 1
      ? `${answered} and we predicted ${percentText(predictedSuccess)} success, above the ${percentText(upper)} target`
      : `${answered} and we predicted ${percentText(predictedSuccess)} success, below the ${percentText(lower)} target`;
  return {
    oldLevel: currentLevel,
    newLevel,
    reason,
    evidence: { predictedSuccess, observedSuccess, attemptIds: recent.map((attempt) => attempt.attemptId) },
  };
}
