import { rewardRarities, rewardTriggers, rewardTypes, type RewardRarity } from '@pathwise/event-schemas';
import { z } from 'zod';

export { rewardRarities, rewardTriggers, rewardTypes };

export const achievementCategories = ['course', 'student', 'revenue', 'engagement', 'special'] as const;
export type AchievementCategory = (typeof achievementCategories)[number];
export const achievementRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof achievementRarities)[number];

/** XP an unlocked achievement gives (spec section 9), on top of its catalogue points. */
export const DEFAULT_ACHIEVEMENT_XP = 25;
/** XP given with every level reached (spec section 9). */
export const LEVEL_UP_BONUS_XP = 100;

/**
 * Levels by total XP: level L needs 50 x L x (L - 1) XP, so each level costs 100 XP more than the one before
 * (level 2 at 100, 3 at 300, 4 at 600, 5 at 1,000). The server levels by it; the client draws the XP bar with it.
 */
export const xpToReachLevel = (level: number): number => 50 * level * (level - 1);
/** The first this many accounts earn early-adopter. */
export const EARLY_ADOPTER_LIMIT = 1_000;

/**
 * What an achievement counts and how many it needs. `sales`, `revenue_cents` and `perfect_ratings` need commerce and
 * ratings, which the platform does not record yet: those achievements stay locked until it does.
 */
export const achievementMeasureNames = [
  'courses_published',
  'students_enrolled',
  'sales',
  'revenue_cents',
  'streak_days',
  'perfect_ratings',
  'account_rank',
  'answers_accepted',
] as const;
export type AchievementGoalMeasure = (typeof achievementMeasureNames)[number];

export interface AchievementDefinition {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly points: number;
  readonly xpValue: number;
  readonly category: AchievementCategory;
  readonly rarity: AchievementRarity;
  readonly icon: string;
  /** Reached when the measure is at least `count` (for account_rank: at most `count`). */
  readonly goal: { readonly measure: AchievementGoalMeasure; readonly count: number };
}

const achievement = (definition: Omit<AchievementDefinition, 'xpValue'>): AchievementDefinition => ({ ...definition, xpValue: DEFAULT_ACHIEVEMENT_XP });

/** The 14 achievements of spec section 9 with their points; shared by the server's reactor and the client's popups. */
export const achievementCatalogue: readonly AchievementDefinition[] = Object.freeze([
  achievement({ id: 'first-course', title: 'First course', description: 'Publish your first course.', points: 100, category: 'course', rarity: 'common', icon: 'book', goal: { measure: 'courses_published', count: 1 } }),
  achievement({ id: 'five-courses', title: 'Five courses', description: 'Publish five courses.', points: 500, category: 'course', rarity: 'rare', icon: 'books', goal: { measure: 'courses_published', count: 5 } }),
  achievement({ id: 'ten-courses', title: 'Ten courses', description: 'Publish ten courses.', points: 1000, category: 'course', rarity: 'epic', icon: 'library', goal: { measure: 'courses_published', count: 10 } }),
  achievement({ id: 'first-student', title: 'First student', description: 'A learner enrols in one of your courses.', points: 50, category: 'student', rarity: 'common', icon: 'user', goal: { measure: 'students_enrolled', count: 1 } }),
  achievement({ id: 'hundred-students', title: 'Hundred students', description: '100 enrolments in your courses.', points: 500, category: 'student', rarity: 'rare', icon: 'users', goal: { measure: 'students_enrolled', count: 100 } }),
  achievement({ id: 'thousand-students', title: 'Thousand students', description: '1,000 enrolments in your courses.', points: 2000, category: 'student', rarity: 'legendary', icon: 'crowd', goal: { measure: 'students_enrolled', count: 1000 } }),
  achievement({ id: 'first-sale', title: 'First sale', description: 'Sell your first course.', points: 100, category: 'revenue', rarity: 'common', icon: 'coin', goal: { measure: 'sales', count: 1 } }),
  achievement({ id: 'thousand-revenue', title: '$1,000 earned', description: 'Earn $1,000 from your courses.', points: 750, category: 'revenue', rarity: 'epic', icon: 'coins', goal: { measure: 'revenue_cents', count: 100_000 } }),
  achievement({ id: 'ten-thousand-revenue', title: '$10,000 earned', description: 'Earn $10,000 from your courses.', points: 3000, category: 'revenue', rarity: 'legendary', icon: 'treasure', goal: { measure: 'revenue_cents', count: 1_000_000 } }),
  achievement({ id: 'week-streak', title: 'Week streak', description: 'Learn on 7 days in a row.', points: 200, category: 'engagement', rarity: 'rare', icon: 'flame', goal: { measure: 'streak_days', count: 7 } }),
  achievement({ id: 'month-streak', title: 'Month streak', description: 'Learn on 30 days in a row.', points: 1000, category: 'engagement', rarity: 'epic', icon: 'fire', goal: { measure: 'streak_days', count: 30 } }),
  achievement({ id: 'perfect-rating', title: 'Perfect rating', description: 'A course of yours rated five stars.', points: 500, category: 'course', rarity: 'epic', icon: 'star', goal: { measure: 'perfect_ratings', count: 1 } }),
  achievement({ id: 'early-adopter', title: 'Early adopter', description: `One of the first ${EARLY_ADOPTER_LIMIT.toLocaleString('en')} members.`, points: 1000, category: 'special', rarity: 'legendary', icon: 'rocket', goal: { measure: 'account_rank', count: EARLY_ADOPTER_LIMIT } }),
  achievement({ id: 'community-helper', title: 'Community helper', description: 'Five of your forum replies marked as the answer.', points: 500, category: 'engagement', rarity: 'rare', icon: 'handshake', goal: { measure: 'answers_accepted', count: 5 } }),
]);

export const achievementById = (id: string): AchievementDefinition | undefined => achievementCatalogue.find((entry) => entry.id === id);

/** How long a reward stays on screen, by rarity (spec section 9). */
export const rewardDisplaySeconds: Readonly<Record<RewardRarity, number>> = Object.freeze({ common: 3, rare: 4, epic: 5, legendary: 7 });
/** Spec section 9: a reward appears after a random delay of up to this, and at most this many show at once. */
export const REWARD_MAX_DELAY_MS = 2_000;
export const REWARDS_MAX_VISIBLE = 3;

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

/** The whole catalogue as views, each marked unlocked when `unlockedAt` knows its id (null: unlocked, date unknown). */
export function catalogueViews(unlockedAt: ReadonlyMap<string, string | null>): AchievementView[] {
  return achievementCatalogue.map((entry) => ({
    id: entry.id,
    title: entry.title,
    name: entry.title,
    description: entry.description,
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
