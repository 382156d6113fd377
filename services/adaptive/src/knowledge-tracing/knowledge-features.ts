import { decayedCounts, type LearnerTrace } from './learner-trace.js';

/**
 * The regression's features for one answer, computed from the learner's trace before that answer. Best-LR's
 * counts (log-scaled wins and fails, per skill and in total), DAS3H's time windows (as decayed counts), an online
 * ability overall and per skill, the time since the skill was last practised (forgetting), R-PFA's recent run of
 * outcomes, and earlier answers to the same item.
 */
export const SHARED_FEATURES = ['bias', 'itemEasiness', 'ability', 'totalCorrect', 'totalWrong', 'itemCorrect', 'itemWrong'] as const;

/** DAS3H's time windows: attempts and successes on the skill in the last hour, day, week and month (decayed). */
export const WINDOW_FEATURES = [
  'skillAttemptsHour',
  'skillAttemptsDay',
  'skillAttemptsWeek',
  'skillAttemptsMonth',
  'skillCorrectHour',
  'skillCorrectDay',
  'skillCorrectWeek',
  'skillCorrectMonth',
] as const;

export const SKILL_FEATURES = [
  'skillAbility',
  'skillCorrect',
  'skillWrong',
  ...WINDOW_FEATURES,
  'skillPauseLog',
  'skillRunCorrect',
  'skillRunWrong',
] as const;

export type SharedFeature = (typeof SHARED_FEATURES)[number];
export type SkillFeature = (typeof SKILL_FEATURES)[number];

export interface ResolvedItem {
  readonly itemId: string;
  readonly skillIds: readonly string[];
  readonly difficulty: number;
}

export interface AnswerFeatures {
  readonly shared: Readonly<Record<SharedFeature, number>>;
  /** One entry per distinct skill of the item; the model averages them, so several skills weigh as one. */
  readonly perSkill: readonly { readonly skillId: string; readonly values: Readonly<Record<SkillFeature, number>> }[];
}

const HOUR_MS = 3_600_000;

export function skillFeatureValues(trace: LearnerTrace, skillId: string, at: number): Record<SkillFeature, number> {
  const skill = trace.skills[skillId];
  if (!skill) return Object.fromEntries(SKILL_FEATURES.map((name) => [name, 0])) as Record<SkillFeature, number>;
  const [attemptsHour = 0, attemptsDay = 0, attemptsWeek = 0, attemptsMonth = 0] = decayedCounts(skill.recentAttempts, skill.lastAt, at);
  const [correctHour = 0, correctDay = 0, correctWeek = 0, correctMonth = 0] = decayedCounts(skill.recentCorrect, skill.lastAt, at);
  return {
    skillAbility: skill.deviation,
    skillCorrect: Math.log1p(skill.correct),
    skillWrong: Math.log1p(skill.attempts - skill.correct),
    skillAttemptsHour: Math.log1p(attemptsHour),
    skillAttemptsDay: Math.log1p(attemptsDay),
    skillAttemptsWeek: Math.log1p(attemptsWeek),
    skillAttemptsMonth: Math.log1p(attemptsMonth),
    skillCorrectHour: Math.log1p(correctHour),
    skillCorrectDay: Math.log1p(correctDay),
    skillCorrectWeek: Math.log1p(correctWeek),
    skillCorrectMonth: Math.log1p(correctMonth),
    skillPauseLog: Math.log1p(Math.max(0, at - skill.lastAt) / HOUR_MS),
    skillRunCorrect: skill.runCorrect,
    skillRunWrong: skill.runWrong,
  };
}

export function answerFeatures(trace: LearnerTrace, item: ResolvedItem, at: number): AnswerFeatures {
  return {
    shared: {
      bias: 1,
      itemEasiness: -item.difficulty,
      ability: trace.ability,
      totalCorrect: Math.log1p(trace.correct),
      totalWrong: Math.log1p(trace.attempts - trace.correct),
      itemCorrect: Math.log1p(trace.items[item.itemId]?.correct ?? 0),
      itemWrong: Math.log1p((trace.items[item.itemId]?.attempts ?? 0) - (trace.items[item.itemId]?.correct ?? 0)),
    },
    perSkill: [...new Set(item.skillIds)].map((skillId) => ({ skillId, values: skillFeatureValues(trace, skillId, at) })),
  };
}
