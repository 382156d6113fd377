import type { AchievementView, GamificationStats, RewardView } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

export interface GamificationData {
  readonly stats: GamificationStats;
  readonly achievements: readonly AchievementView[];
  readonly rewards: readonly RewardView[];
}

/** GET /api/gamification/data, falling back to GET /api/gamification/profile when it fails (spec section 8). */
export async function getGamificationData(signal?: AbortSignal): Promise<GamificationData> {
  try {
    return await apiFetch('/gamification/data', {
      schema: () => import('./gamification-data.schemas').then((schemas) => schemas.GamificationDataReply),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const [profile, { dataFromProfile }] = await Promise.all([
      apiFetch('/gamification/profile', {
        schema: () => import('./gamification-data.schemas').then((schemas) => schemas.GamificationProfileResponse),
        signal,
      }),
      import('./gamification-profile-fallback'),
    ]);
    return dataFromProfile(profile);
  }
}

export const getGamificationDataQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.data(), queryFn: ({ signal }) => getGamificationData(signal) });

export const useGamificationData = (enabled = true) => useQuery({ ...getGamificationDataQueryOptions(), enabled });
