import { sigmoid } from '../shared/logistic.js';
import type { AbilityTracking } from './knowledge-model-parameters.js';
import { KNOWLEDGE_MODEL_VERSION } from './knowledge-model-parameters.js';
import type { LearnerKnowledgeState } from './knowledge-model.js';

/**
 * Time constants of the recency-weighted counts: an hour, a day, a week, a month. DAS3H counts answers in hard time
 * windows; exponentially decayed counts carry the same signal in constant-size state (no list of past timestamps).
 */
export const RECENCY_TIMESCALES_MS = [3_600_000, 86_400_000, 604_800_000, 2_592_000_000] as const;

export type SkillTrace = {
  readonly attempts: number;
  readonly correct: number;
  readonly lastAt: number;
  /** The learner's ability on this skill above their overall ability (logits), and its variance. */
  readonly deviation: number;
  readonly deviationVariance: number;
  /** Decayed counts as of lastAt, one per RECENCY_TIMESCALES_MS entry. */
  readonly recentAttempts: readonly number[];
  readonly recentCorrect: readonly number[];
  /** Outcomes weighted by how many answers ago they were (R-PFA): the recent run of successes and failures. */
  readonly runCorrect: number;
  readonly runWrong: number;
};

export type LearnerTrace = {
  readonly version: typeof KNOWLEDGE_MODEL_VERSION;
  readonly attempts: number;
  readonly correct: number;
  readonly ability: number;
  readonly abilityVariance: number;
  readonly skills: Readonly<Record<string, SkillTrace>>;
  /** Earlier answers to each item: repeats of one item tell more than answers to its siblings. */
  readonly items: Readonly<Record<string, { readonly attempts: number; readonly correct: number }>>;
};

export const emptyLearnerTrace = (tracking: AbilityTracking): LearnerTrace => ({
  version: KNOWLEDGE_MODEL_VERSION,
  attempts: 0,
  correct: 0,
  ability: 0,
  abilityVariance: tracking.abilityPriorVariance,
  skills: {},
  items: {},
});

export function asLearnerTrace(state: LearnerKnowledgeState): LearnerTrace {
  if (state['version'] !== KNOWLEDGE_MODEL_VERSION || typeof state['skills'] !== 'object') {
    throw new Error(`Learner state of version ${String(state['version'])} is not a ${KNOWLEDGE_MODEL_VERSION} state`);
  }
  return state as unknown as LearnerTrace;
}

/** Weight of an answer one step further back in the run counts (R-PFA's decay). */
export const RUN_DECAY = 0.6;

export const decayedCounts = (counts: readonly number[], from: number, to: number): number[] =>
  RECENCY_TIMESCALES_MS.map((timescale, k) => (counts[k] ?? 0) * Math.exp(-Math.max(0, to - from) / timescale));

/** Mean deviation of the given skills; skills never practised count as 0. */
export const meanDeviation = (trace: LearnerTrace, skillIds: readonly string[]): number =>
  skillIds.length === 0 ? 0 : skillIds.reduce((sum, id) => sum + (trace.skills[id]?.deviation ?? 0), 0) / skillIds.length;

/**
 * Folds one answer into the trace. The ability update is a one-step Laplace approximation of the Rasch posterior
 * (Elo whose step shrinks with evidence): pure, so replaying the log reproduces it exactly.
 */
export function traceAnswer(
  trace: LearnerTrace,
  answer: { readonly itemId: string; readonly skillIds: readonly string[]; readonly correct: boolean; readonly at: number; readonly difficulty: number },
  tracking: AbilityTracking,
): LearnerTrace {
  const skillIds = [...new Set(answer.skillIds)];
  const outcome = answer.correct ? 1 : 0;
  const expected = sigmoid(trace.ability + meanDeviation(trace, skillIds) - answer.difficulty);
  const information = expected * (1 - expected);
  const abilityVariance = 1 / (1 / (trace.abilityVariance + tracking.driftPerAnswer) + information);
  const skills: Record<string, SkillTrace> = { ...trace.skills };
  const share = skillIds.length === 0 ? 0 : 1 / skillIds.length;
  for (const skillId of skillIds) {
    const previous = trace.skills[skillId];
    const priorVariance = previous ? previous.deviationVariance + tracking.driftPerAnswer : tracking.skillPriorVariance;
    const deviationVariance = 1 / (1 / priorVariance + information * share * share);
    const recentAttempts = previous ? decayedCounts(previous.recentAttempts, previous.lastAt, answer.at) : [0, 0, 0, 0];
    const recentCorrect = previous ? decayedCounts(previous.recentCorrect, previous.lastAt, answer.at) : [0, 0, 0, 0];
    skills[skillId] = {
      attempts: (previous?.attempts ?? 0) + 1,
      correct: (previous?.correct ?? 0) + outcome,
      lastAt: Math.max(answer.at, previous?.lastAt ?? answer.at),
      deviation: (previous?.deviation ?? 0) + deviationVariance * share * (outcome - expected),
      deviationVariance,
      recentAttempts: recentAttempts.map((count) => count + 1),
      recentCorrect: recentCorrect.map((count) => count + outcome),
      runCorrect: RUN_DECAY * (previous?.runCorrect ?? 0) + outcome,
      runWrong: RUN_DECAY * (previous?.runWrong ?? 0) + 1 - outcome,
    };
  }
  return {
    version: trace.version,
    attempts: trace.attempts + 1,
    correct: trace.correct + outcome,
    ability: trace.ability + abilityVariance * (outcome - expected),
    abilityVariance,
    skills,
    items: {
      ...trace.items,
      [answer.itemId]: { attempts: (trace.items[answer.itemId]?.attempts ?? 0) + 1, correct: (trace.items[answer.itemId]?.correct ?? 0) + outcome },
    },
  };
}
