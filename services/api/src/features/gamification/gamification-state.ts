import { REWARD_MAX_DELAY_MS } from '@pathwise/contracts';
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

export const initialGamificationState = (learnerId: string): GamificationState => ({
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

export function evolveGamification(state: GamificationState, event: PathwiseEvent): GamificationState {
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

