import { type AchievementView, catalogueViews, type GamificationProfileResponse } from '@pathwise/contracts';
import { interfaceLanguage } from '../../../shared/i18n';
import type { GamificationData } from './get-gamification-data';

/**
 * The catalogue as views in the interface's language (as the server would word them), marking the ids the profile
 * lists as unlocked (the fallback carries no dates).
 */
export const profileCatalogueViews = (unlockedIds: readonly string[]): AchievementView[] =>
  catalogueViews(new Map(unlockedIds.map((id) => [id, null])), interfaceLanguage());

/** The stats as GET /api/gamification/profile gives them, when /data has failed (spec section 8). */
export const dataFromProfile = (profile: GamificationProfileResponse): GamificationData => ({
  stats: { xp: profile.experience, level: profile.level, points: profile.points, streak_days: profile.streaks.current },
  achievements: profileCatalogueViews(profile.achievements),
  rewards: [],
});
