import {
  type AchievementView,
  type RewardView,
  catalogueViews,
  GamificationDataResponse,
  GamificationProfileResponse,
  type GamificationStats,
} from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

/** Spec section 7: the response may come wrapped in `data` or not (this server sends it bare). */
export const GamificationDataReply = z.union([GamificationDataResponse, z.object({ data: GamificationDataResponse }).transform((reply) => reply.data)]);

export interface GamificationData {
  readonly stats: GamificationStats;
  readonly achievements: readonly AchievementView[];
  readonly rewards: readonly RewardView[];
}

/** The catalogue as views, marking the ids the profile lists as unlocked (the fallback carries no dates). */
export const profileCatalogueViews = (unlockedIds: readonly string[]): AchievementView[] =>
  catalogueViews(new Map(unlockedIds.map((id) => [id, null])));

const fromProfile = (profile: GamificationProfileResponse): GamificationData => ({
  stats: { xp: profile.experience, level: profile.level, points: profile.points, streak_days: profile.streaks.current },
  achievements: profileCatalogueViews(profile.achievements),
  rewards: [],
});

/** GET /api/gamification/data, falling back to GET /api/gamification/profile when it fails (spec section 8). */
export async function getGamificationData(signal?: AbortSignal): Promise<GamificationData> {
  try {
    return await apiFetch('/gamification/data', { schema: GamificationDataReply, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return fromProfile(await apiFetch('/gamification/profile', { schema: GamificationProfileResponse, signal }));
  }
}

export const getGamificationDataQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.data(), queryFn: ({ signal }) => getGamificationData(signal) });

export const useGamificationData = (enabled = true) => useQuery({ ...getGamificationDataQueryOptions(), enabled });
