import type { ClaimRewardResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

/** POST /api/gamification/rewards/{id}/claim: once; the server answers 409 to a second claim. */
export function claimReward(rewardId: string): Promise<ClaimRewardResponse> {
  return apiFetch(`/gamification/rewards/${encodeURIComponent(rewardId)}/claim`, {
    method: 'POST',
    schema: () => import('./gamification-responses.schemas').then((schemas) => schemas.ClaimRewardResponse),
  });
}

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gamificationKeys.all }),
  });
}
