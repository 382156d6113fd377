import { type AchievementView, catalogueViews, type GamificationProfileResponse } from '@pathwise/contracts';
import type { GamificationData } from './get-gamification-data';

/** The catalogue as views, marking the ids the profile lists as unlocked (the fallback carries no dates). */
export const profileCatalogueViews = (unlockedIds: readonly string[]): AchievementView[] =>
  catalogueViews(new Map(unlockedIds.map((id) => [id, null])));

/** The stats as GET /api/gamification/profile gives them, when /data has failed (spec section 8). */
export const dataFromProfile = (profile: GamificationProfileResponse): GamificationData => ({
  stats: { xp: profile.experience, level: profile.level, points: profile.points, streak_days: profile.streaks.current },
  achievements: profileCatalogueViews(profile.achievements),
  rewards: [],
});
