import { LEVEL_UP_BONUS_XP, REWARD_MAX_DELAY_MS, achievementCatalogue, type AchievementGoalMeasure } from '@pathwise/contracts';
import type { AchievementMeasure, PathwiseEvent, RewardTrigger, XpSource } from '@pathwise/event-schemas';
import { deterministicEventId } from '@pathwise/event-store';
import type { Decider } from '../../kernel/decider.js';
import type { GamificationState } from './gamification.state.js';
import { levelForXp } from './levels.rules.js';
import { localDayAt, nextStreak } from './local-days.rules.js';
import { drawReward } from './reward-draw.rules.js';
import { STREAK_KEPT_XP, diminishedXp } from './xp.rules.js';

/** The most any achievement counts of each measure: counting stops there, so the stats stream stays short. */
const measureCaps = new Map<AchievementMeasure, number>();
for (const { goal } of achievementCatalogue) {
  const measure = goal.measure as AchievementMeasure;
  if (
    goal.measure === 'courses_published' ||
    goal.measure === 'students_enrolled' ||
    goal.measure === 'answers_accepted' ||
    goal.measure === 'perfect_ratings' ||
    goal.measure === 'sales' ||
    goal.measure === 'revenue_cents'
  ) {
    measureCaps.set(measure, Math.max(measureCaps.get(measure) ?? 0, goal.count));
  }
}

const initialGamificationState = (learnerId: string): GamificationState => ({
  learnerId,
  xp: 0,
  level: 1,
  points: 0,
  streakDays: 0,
  lastLearningDay: null,
  utcOffsetMinutes: 0,
  achievements: new Set(),
  measures: new Map(),
  rewardBusyUntil: 0,
  rewards: new Map(),
  quizPasses: 0,
  handledCauses: new Set(),
});

const handled = (state: GamificationState, cause: string) =>
  state.handledCauses.has(cause) ? state.handledCauses : new Set([...state.handledCauses, cause]);

function evolveGamification(state: GamificationState, event: PathwiseEvent): GamificationState {
  switch (event.type) {
    case 'XpAwarded':
      return {
        ...state,
        xp: state.xp + event.data.xp,
        quizPasses: state.quizPasses + (event.data.source === 'quiz_passed' ? 1 : 0),
        handledCauses: handled(state, event.data.sourceEventId),
      };
    case 'LevelReached':
      return { ...state, level: Math.max(state.level, event.data.level), handledCauses: handled(state, event.data.sourceEventId) };
    case 'StreakUpdated':
      return {
        ...state,
        streakDays: event.data.streakDays,
        lastLearningDay: event.data.localDay,
        utcOffsetMinutes: event.data.utcOffsetMinutes,
        handledCauses: handled(state, event.data.sourceEventId),
      };
    case 'AchievementUnlocked':
      return {
        ...state,
        achievements: new Set([...state.achievements, event.data.achievementId]),
        points: state.points + event.data.points,
        handledCauses: handled(state, event.data.sourceEventId),
      };
    case 'AchievementProgressed': {
      const measure = state.measures.get(event.data.measure);
      const measures = new Map(state.measures);
      measures.set(event.data.measure, { total: event.data.total, subjects: new Set([...(measure?.subjects ?? []), event.data.subjectId]) });
      return { ...state, measures, handledCauses: handled(state, event.data.sourceEventId) };
    }
    case 'RewardGranted': {
      const rewards = new Map(state.rewards);
      rewards.set(event.data.rewardId, { granted: event.data, claimed: false });
      const busyUntil = Date.parse(event.data.triggeredAt) + REWARD_MAX_DELAY_MS + event.data.displaySeconds * 1000;
      return { ...state, rewards, rewardBusyUntil: busyUntil, handledCauses: handled(state, event.data.sourceEventId) };
    }
    case 'RewardClaimed': {
      const reward = state.rewards.get(event.data.rewardId);
      if (!reward || reward.claimed) return state;
      const rewards = new Map(state.rewards);
      rewards.set(event.data.rewardId, { ...reward, claimed: true });
      return { ...state, rewards, points: state.points + (reward.granted.type === 'points' ? reward.granted.value : 0) };
    }
    default:
      return state;
  }
}

export interface AchievementProgress {
  readonly measure: AchievementMeasure;
  readonly subjectId: string;
  readonly amount?: number;
}

const progressesOf = (progress: GamificationCause['progress']): readonly AchievementProgress[] =>
  progress === undefined ? [] : 'measure' in progress ? [progress] : progress;

/** What happened, as the gamification rules see it. */
export interface GamificationCause {
  /** The event that caused it: the seed of any reward and the source of every event decided. */
  readonly eventId: string;
  readonly recordedAt: Date;
  /** Learning on the device's calendar (a learning event), which keeps or starts a streak. */
  readonly learningDay?: { readonly localDay: string; readonly utcOffsetMinutes: number };
  /** Learning that earns XP and may trigger a reward; `repetition` is 1 the first time this very piece is done. */
  readonly credit?: { readonly source: Extract<XpSource, RewardTrigger>; readonly courseId: string | null; readonly baseXp: number; readonly repetition: number };
  /**
   * One more of something a creator or community achievement counts (or of several, from one cause: a sale is one
   * sale and some revenue); `amount` is how much it adds where that is not one (a sale's earnings, in minor units of
   * the reporting currency, for revenue_cents).
   */
  readonly progress?: AchievementProgress | readonly AchievementProgress[];
  /** The account's place among all accounts, for early-adopter. */
  readonly accountRank?: number;
}

/** Credit one cause: what happened as data; the id and time of the event that caused it as metadata. */
export interface CreditCause {
  readonly type: 'CreditCause';
  readonly data: Omit<GamificationCause, 'eventId' | 'recordedAt'>;
  readonly metadata: Pick<GamificationCause, 'eventId' | 'recordedAt'>;
}

export type GamificationCommand = CreditCause;

export const creditCause = ({ eventId, recordedAt, ...data }: GamificationCause): CreditCause => ({ type: 'CreditCause', data, metadata: { eventId, recordedAt } });

/** A reward's id follows from its trigger, so a claim can name it before any read model has caught up. */
export const rewardIdFor = (triggerEventId: string) => deterministicEventId('gamification-reward', triggerEventId);

/**
 * Decides what one cause does to a learner's gamification: streak, XP, progress, achievements, levels and a reward,
 * in that order, each seeing the state the ones before it left. A cause already handled decides nothing.
 */
function credit(command: CreditCause, state: GamificationState): PathwiseEvent[] {
  const cause: GamificationCause = { ...command.data, ...command.metadata };
  if (state.handledCauses.has(cause.eventId)) return [];
  const { learnerId } = state;
  const sourceEventId = cause.eventId;
  const decided: PathwiseEvent[] = [];
  let current = state;
  const add = (event: PathwiseEvent) => {
    decided.push(event);
    current = evolveGamification(current, event);
  };
  const localDay = () => cause.learningDay?.localDay ?? localDayAt(cause.recordedAt, current.utcOffsetMinutes);
  const awardXp = (xp: number, source: XpSource, courseId: string | null) =>
    add({ type: 'XpAwarded', data: { learnerId, courseId, xp, source, sourceEventId, localDay: localDay() } });

  const { learningDay } = cause;
  if (learningDay && (current.lastLearningDay === null || learningDay.localDay > current.lastLearningDay)) {
    const streakDays = nextStreak(current.lastLearningDay, current.streakDays, learningDay.localDay);
    add({ type: 'StreakUpdated', data: { learnerId, ...learningDay, streakDays, sourceEventId } });
    if (streakDays > 1) awardXp(STREAK_KEPT_XP, 'streak_kept', null);
  }

  const earned = cause.credit ? diminishedXp(cause.credit.baseXp, cause.credit.repetition) : 0;
  if (cause.credit && earned > 0) awardXp(earned, cause.credit.source, cause.credit.courseId);

  for (const progress of progressesOf(cause.progress)) {
    const counted = current.measures.get(progress.measure);
    const cap = measureCaps.get(progress.measure) ?? 0;
    if (!counted?.subjects.has(progress.subjectId) && (counted?.total ?? 0) < cap && (progress.amount ?? 1) > 0) {
      const { measure, subjectId, amount = 1 } = progress;
      add({ type: 'AchievementProgressed', data: { learnerId, measure, subjectId, total: (counted?.total ?? 0) + amount, sourceEventId } });
    }
  }

  for (const achievement of achievementCatalogue) {
    if (current.achievements.has(achievement.id) || !goalReached(current, cause, achievement.goal)) continue;
    add({ type: 'AchievementUnlocked', data: { learnerId, achievementId: achievement.id, points: achievement.points, sourceEventId } });
    awardXp(achievement.xpValue, 'achievement_unlocked', null);
  }

  // The bonus is XP too, so one cause may climb more than one level.
  while (levelForXp(current.xp) > current.level) {
    add({ type: 'LevelReached', data: { learnerId, level: current.level + 1, xp: current.xp, sourceEventId } });
    awardXp(LEVEL_UP_BONUS_XP, 'level_up_bonus', null);
  }

  // Only learning that earned XP triggers a draw, and none while the last reward is still on screen.
  if (cause.credit && earned > 0 && cause.recordedAt.getTime() >= current.rewardBusyUntil) {
    const draw = drawReward(cause.eventId);
    if (draw.reward) {
      add({
        type: 'RewardGranted',
        data: {
          rewardId: rewardIdFor(cause.eventId),
          learnerId,
          ...draw.reward,
          trigger: cause.credit.source,
          sourceEventId,
          triggeredAt: cause.recordedAt.toISOString(),
          draw: { seed: draw.seed, rolls: [...draw.rolls] },
        },
      });
    }
  }
  return decided;
}

function decideGamification(command: GamificationCommand, state: GamificationState): PathwiseEvent[] {
  switch (command.type) {
    case 'CreditCause':
      return credit(command, state);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown gamification command ${String(unknown)}`);
    }
  }
}

function goalReached(state: GamificationState, cause: GamificationCause, goal: { measure: AchievementGoalMeasure; count: number }): boolean {
  switch (goal.measure) {
    case 'courses_published':
    case 'students_enrolled':
    case 'answers_accepted':
    case 'perfect_ratings':
    case 'sales':
    case 'revenue_cents':
      return (state.measures.get(goal.measure)?.total ?? 0) >= goal.count;
    case 'streak_days':
      return state.streakDays >= goal.count;
    case 'account_rank':
      return cause.accountRank !== undefined && cause.accountRank <= goal.count;
    default: {
      const unknown: never = goal.measure;
      throw new Error(`Unknown achievement measure ${String(unknown)}`);
    }
  }
}

export const gamificationDecider: Decider<GamificationCommand, GamificationState, PathwiseEvent> = {
  decide: decideGamification,
  evolve: evolveGamification,
  initialState: initialGamificationState,
};
