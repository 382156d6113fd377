/**
 * The rules of gamification the server applies and the web app shows (levels, the achievement catalogue, how long a
 * reward stays on screen), apart from the answers' schemas: a page that shows a level or a reward loads and builds
 * no schema for it.
 */
import { rewardRarities, rewardTriggers, rewardTypes, type RewardRarity } from '@pathwise/event-schemas';
export { rewardRarities, rewardTriggers, rewardTypes };

export const achievementCategories = ['course', 'student', 'revenue', 'engagement', 'special'] as const;
export type AchievementCategory = (typeof achievementCategories)[number];
/** The categories earned by teaching (publishing, enrolments, sales): a learner who does not teach cannot earn them. */
export const teachingAchievementCategories: readonly AchievementCategory[] = ['course', 'student', 'revenue'];
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
 * What an achievement counts and how many it needs. `perfect_ratings` counts five-star ratings of the creator's
 * courses, `sales` paid orders of them, and `revenue_cents` the creator's earnings from those orders in minor units
 * of the deployment's reporting currency (REPORTING_CURRENCY, each sale converted by REPORTING_RATES when it is
 * counted): thousand-revenue's 100,000 is 1,000 of its major units, ten-thousand-revenue's 1,000,000 is 10,000.
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
