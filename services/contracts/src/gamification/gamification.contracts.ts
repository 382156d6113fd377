import type { Language } from '@pathwise/event-schemas';
import { z } from 'zod';
import { achievementWords } from './achievement-wording.contracts.js';
import { achievementCatalogue, achievementCategories, achievementRarities, rewardRarities, rewardTriggers, rewardTypes } from './gamification-rules.contracts.js';

export const GamificationStats = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  points: z.number().int(),
  streak_days: z.number().int(),
});
export type GamificationStats = z.infer<typeof GamificationStats>;

/** The catalogue view and the server view of spec section 3 in one: `title`/`name`, `points`, `xp_value`, ... */
export const AchievementView = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  points: z.number().int(),
  xp_value: z.number().int(),
  category: z.enum(achievementCategories),
  achievement_type: z.enum(achievementCategories),
  rarity: z.enum(achievementRarities),
  unlocked: z.boolean(),
  unlocked_at: z.iso.datetime().nullable(),
});
export type AchievementView = z.infer<typeof AchievementView>;

const wordsOf = (entry: Parameters<typeof achievementWords>[0], language: Language) => {
  const { title, description } = achievementWords(entry, language);
  return { title, name: title, description };
};

/**
 * The whole catalogue as views in `language`, each marked unlocked when `unlockedAt` knows its id (null: unlocked,
 * date unknown).
 */
export function catalogueViews(unlockedAt: ReadonlyMap<string, string | null>, language: Language = 'en'): AchievementView[] {
  return achievementCatalogue.map((entry) => ({
    id: entry.id,
    ...wordsOf(entry, language),
    icon: entry.icon,
    points: entry.points,
    xp_value: entry.xpValue,
    category: entry.category,
    achievement_type: entry.category,
    rarity: entry.rarity,
    unlocked: unlockedAt.has(entry.id),
    unlocked_at: unlockedAt.get(entry.id) ?? null,
  }));
}

export const RewardView = z.object({
  id: z.uuid(),
  type: z.enum(rewardTypes),
  value: z.number().int(),
  rarity: z.enum(rewardRarities),
  trigger: z.enum(rewardTriggers),
  display_seconds: z.number().int(),
  granted_at: z.iso.datetime(),
  claimed: z.boolean(),
  claimed_at: z.iso.datetime().nullable(),
});
export type RewardView = z.infer<typeof RewardView>;

/** GET /api/gamification/data */
export const GamificationDataResponse = z.object({ stats: GamificationStats, achievements: z.array(AchievementView), rewards: z.array(RewardView) });
export type GamificationDataResponse = z.infer<typeof GamificationDataResponse>;

/** GET /api/gamification/profile: the fallback shape, achievements as a list of unlocked ids. */
export const GamificationProfileResponse = z.object({
  experience: z.number().int(),
  level: z.number().int(),
  points: z.number().int(),
  streaks: z.object({ current: z.number().int() }),
  achievements: z.array(z.string()),
});
export type GamificationProfileResponse = z.infer<typeof GamificationProfileResponse>;

export const AchievementsResponse = z.object({ achievements: z.array(AchievementView) });
export const RewardsResponse = z.object({ rewards: z.array(RewardView) });

export const ClaimRewardResponse = z.object({ reward: RewardView, stats: GamificationStats });
export type ClaimRewardResponse = z.infer<typeof ClaimRewardResponse>;

/** A stat a client may report: a whole number from 0 to a million. */
const StatValue = z.number().int('Must be a whole number').min(0, 'Must not be negative').max(1_000_000, 'Must be at most 1000000');

/**
 * POST /api/gamification/stats/update: what the client believes. `points` stands in for `points_gained` when that is
 * absent (spec section 7). The server records nothing from it; see docs/adr/0013-gamification.md.
 */
export const StatsUpdateRequest = z
  .object({
    xp: StatValue.optional(),
    level: StatValue.optional(),
    points: StatValue.optional(),
    streak_days: StatValue.optional(),
    points_gained: StatValue.optional(),
    quiz_completed: z.boolean().optional(),
  })
  .strict();
export type StatsUpdateRequest = z.input<typeof StatsUpdateRequest>;

export const StatsUpdateResponse = z.object({
  stats: GamificationStats,
  achievements: z.array(AchievementView),
  /** The reported fields the log does not back (a higher value, points gained, a quiz pass not recorded); empty when it all matches. */
  unbacked: z.array(z.string()),
  /** Always false: stats change only through recorded learning, never through this call. */
  applied: z.literal(false),
});
export type StatsUpdateResponse = z.infer<typeof StatsUpdateResponse>;
