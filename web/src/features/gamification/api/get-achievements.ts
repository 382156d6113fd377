import { AchievementView } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

/** Spec section 7: `data` or `achievements` (this server sends `achievements`). */
export const AchievementsReply = z.union([
  z.object({ achievements: z.array(AchievementView) }).transform((reply) => reply.achievements),
  z.object({ data: z.array(AchievementView) }).transform((reply) => reply.data),
]);

/** GET /api/gamification/achievements: the catalogue, each marked unlocked or not. */
export function getAchievements(signal?: AbortSignal): Promise<AchievementView[]> {
  return apiFetch('/gamification/achievements', { schema: AchievementsReply, signal });
}

export const getAchievementsQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.achievements(), queryFn: ({ signal }) => getAchievements(signal) });

export const useAchievements = () => useQuery(getAchievementsQueryOptions());
