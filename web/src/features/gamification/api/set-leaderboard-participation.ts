import { LeaderboardParticipationResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

/** PUT /api/gamification/leaderboard/participation: opt in to the leaderboards or out of them. */
export function setLeaderboardParticipation(participating: boolean) {
  return apiFetch('/gamification/leaderboard/participation', { method: 'PUT', body: { participating }, schema: LeaderboardParticipationResponse });
}

export function useSetLeaderboardParticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardParticipation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...gamificationKeys.all, 'leaderboard'] }),
  });
}
