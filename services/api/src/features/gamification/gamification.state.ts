import { streamId, type AchievementMeasure, type PathwiseEvent } from '@pathwise/event-schemas';

export const statsStreamId = (learnerId: string) => streamId('stats', learnerId);
/** The platform-wide register of early adopters (see EarlyAdopterCounted). */
export const EARLY_ADOPTERS_STREAM = streamId('stats', 'early-adopters');

type RewardGrantedData = Extract<PathwiseEvent, { type: 'RewardGranted' }>['data'];

export interface RewardState {
  readonly granted: RewardGrantedData;
  readonly claimed: boolean;
}

/** One learner's gamification as their `stats-<learnerId>` stream tells it: what the reactor decides from. */
export interface GamificationState {
  readonly learnerId: string;
  readonly xp: number;
  readonly level: number;
  readonly points: number;
  readonly streakDays: number;
  readonly lastLearningDay: string | null;
  /** The last offset from UTC the learner's device reported, in minutes. */
  readonly utcOffsetMinutes: number;
  readonly achievements: ReadonlySet<string>;
  readonly measures: ReadonlyMap<AchievementMeasure, { readonly total: number; readonly subjects: ReadonlySet<string> }>;
  /** Until when (ms since the epoch) the last reward is being shown; no reward is drawn before then. */
  readonly rewardBusyUntil: number;
  readonly rewards: ReadonlyMap<string, RewardState>;
  /** Quiz passes that earned XP, to check a client's quiz_completed against. */
  readonly quizPasses: number;
  /** Every event that has already caused something here, so that a reprocessed cause adds nothing. */
  readonly handledCauses: ReadonlySet<string>;
}
