import type { SkillEstimate } from '../knowledge-tracing/knowledge-model.js';
import { countOf } from '../shared/wording.js';

/**
 * Legible mastery levels (ADR 12), the same literals as the API's `MasteryLevel`: this package depends on
 * nothing of ours, so the server maps one onto the other.
 */
export const masteryLevelsInOrder = ['not_started', 'attempted', 'familiar', 'proficient', 'mastered'] as const;
export type SkillMasteryLevel = (typeof masteryLevelsInOrder)[number];

interface LevelThreshold {
  /** Least calibrated probability of answering a typical item on the skill correctly. */
  readonly probability: number;
  /** Least confidence of the model in that probability (grows with answers, fades with time). */
  readonly confidence: number;
  /** Least number of answers, so that a lucky streak on a strong prior cannot claim the level. */
  readonly attempts: number;
}

/**
 * Why these numbers:
 * - Mastered at 0.95: the mastery criterion of knowledge tracing since Corbett and Anderson (1995), kept by the
 *   cognitive tutors; with high confidence and 5 answers, because a mastered skill stops being practised and only
 *   returns through spaced review, so claiming it early is the costly mistake.
 * - Proficient at 0.80: the usual criterion of mastery learning (Bloom; Khan Academy's "proficient"); moderate
 *   confidence and 3 answers. It is also what the ready-to-learn frontier asks of a prerequisite.
 * - Familiar at 0.60: clearly better than a guess on a four-option item (0.25) and more often right than wrong; a
 *   little confidence, 2 answers.
 * - Attempted: any answer at all.
 */
export const masteryThresholds: Readonly<Record<'familiar' | 'proficient' | 'mastered', LevelThreshold>> = {
  familiar: { probability: 0.6, confidence: 0.2, attempts: 2 },
  proficient: { probability: 0.8, confidence: 0.5, attempts: 3 },
  mastered: { probability: 0.95, confidence: 0.8, attempts: 5 },
};

const graded = ['mastered', 'proficient', 'familiar'] as const;

const labels: Readonly<Record<SkillMasteryLevel, string>> = {
  not_started: 'Not started',
  attempted: 'Attempted',
  familiar: 'Familiar',
  proficient: 'Proficient',
  mastered: 'Mastered',
};

export const masteryLevelLabel = (level: SkillMasteryLevel): string => labels[level];

const meets = (estimate: SkillEstimate, threshold: LevelThreshold): boolean =>
  estimate.probability >= threshold.probability &&
  estimate.confidence >= threshold.confidence &&
  estimate.attempts >= threshold.attempts;

export function masteryLevelOf(estimate: SkillEstimate): SkillMasteryLevel {
  if (estimate.attempts <= 0) return 'not_started';
  return graded.find((level) => meets(estimate, masteryThresholds[level])) ?? 'attempted';
}

/** Whole percent, rounded down so that 94.9% never reads as the 95% it falls short of. */
const percent = (p: number): number => Math.floor(p * 100 + 1e-9);

/** What the next level asks for that this estimate lacks, in words. */
function nextLevelNeeds(estimate: SkillEstimate, next: 'familiar' | 'proficient' | 'mastered'): string {
  const threshold = masteryThresholds[next];
  const label = labels[next];
  const fewAnswers = estimate.attempts < threshold.attempts;
  const unsure = fewAnswers || estimate.confidence < threshold.confidence;
  if (estimate.probability < threshold.probability) {
    return `${label} needs ${percent(threshold.probability)}%${unsure ? ' with more evidence' : ''}`;
  }
  // The probability is there; what is missing is evidence, or recency since confidence fades with time.
  if (fewAnswers) return `${label} needs at least ${countOf(threshold.attempts, 'answer')} to confirm it`;
  return `${label} needs more recent practice to confirm it`;
}

export interface MasteryReading {
  readonly level: SkillMasteryLevel;
  /** E.g. "Proficient: 82% predicted success from 9 answers (7 right); Mastered needs 95% with more evidence." */
  readonly why: string;
}

/** The level and the plain-English reason behind it, for /learner-dashboard and /progress. */
export function readMastery(estimate: SkillEstimate): MasteryReading {
  const level = masteryLevelOf(estimate);
  if (level === 'not_started') {
    return { level, why: 'Not started: no answers on this skill yet; answer a question to get a first estimate.' };
  }
  const answers = `${countOf(estimate.attempts, 'answer')} (${estimate.correct} right)`;
  const evidence = `${percent(estimate.probability)}% predicted success from ${answers}`;
  if (level === 'mastered') return { level, why: `Mastered: ${evidence}, held with high confidence.` };
  const next = level === 'attempted' ? 'familiar' : level === 'familiar' ? 'proficient' : 'mastered';
  return { level, why: `${labels[level]}: ${evidence}; ${nextLevelNeeds(estimate, next)}.` };
}
