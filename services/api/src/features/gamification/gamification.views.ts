import { catalogueViews, type AchievementView, type GamificationStats, type RewardView } from '@pathwise/contracts';
import type { LearnerReward, LearnerStats, UnlockedAchievement } from '@pathwise/projections';
import type { Language, RewardTrigger, RewardRarity, RewardType } from '@pathwise/event-schemas';
import type { RewardState } from './gamification.state.js';

export const statsView = (stats: Pick<LearnerStats, 'xp' | 'level' | 'points' | 'streakDays'>): GamificationStats => ({
  xp: stats.xp,
  level: stats.level,
  points: stats.points,
  streak_days: stats.streakDays,
});

/** The whole catalogue in `language`, each entry marked unlocked or not, in catalogue order. */
export const achievementViews = (unlocked: readonly UnlockedAchievement[], language: Language): AchievementView[] =>
  catalogueViews(new Map(unlocked.map((entry) => [entry.achievementId, entry.unlockedAt.toISOString()])), language);

export const rewardView = (reward: LearnerReward): RewardView => ({
  id: reward.rewardId,
  type: reward.type as RewardType,
  value: reward.value,
  rarity: reward.rarity as RewardRarity,
  trigger: reward.trigger as RewardTrigger,
  display_seconds: reward.displaySeconds,
  granted_at: reward.grantedAt.toISOString(),
  claimed: reward.claimedAt !== null,
  claimed_at: reward.claimedAt?.toISOString() ?? null,
});

/** A reward as the learner's stats stream tells it, for answers that must not wait for the read model. */
export const rewardViewOf = (reward: RewardState, claimedAt: Date | null): RewardView => ({
  id: reward.granted.rewardId,
  type: reward.granted.type,
  value: reward.granted.value,
  rarity: reward.granted.rarity,
  trigger: reward.granted.trigger,
  display_seconds: reward.granted.displaySeconds,
  granted_at: reward.granted.triggeredAt,
  claimed: claimedAt !== null,
  claimed_at: claimedAt?.toISOString() ?? null,
});
