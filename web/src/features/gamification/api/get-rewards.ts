import { RewardView } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { logger } from '../../../shared/lib/logger';
import { gamificationKeys } from './gamification-keys';

const Rewards = z.array(RewardView);
/** Spec section 7: an array, or `data.rewards`, or `rewards` (this server sends `rewards`). */
export const RewardsReply = z.union([
  Rewards,
  z.object({ rewards: Rewards }).transform((reply) => reply.rewards),
  z.object({ data: z.object({ rewards: Rewards }) }).transform((reply) => reply.data.rewards),
]);

/** GET /api/gamification/rewards; a failed read is an empty list (spec section 8). */
export async function getRewards(signal?: AbortSignal): Promise<RewardView[]> {
  try {
    return await apiFetch('/gamification/rewards', { schema: RewardsReply, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.warn('Could not load rewards', error);
    return [];
  }
}

export const getRewardsQueryOptions = () => queryOptions({ queryKey: gamificationKeys.rewards(), queryFn: ({ signal }) => getRewards(signal) });

export const useRewards = () => useQuery(getRewardsQueryOptions());
