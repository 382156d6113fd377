import { LeaderboardParticipationResponse, type LeaderboardParticipationRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

/** PUT /api/gamification/leaderboard/participation: leave the leaderboards or come back, under the alias or the name. */
export function setLeaderboardParticipation(choice: LeaderboardParticipationRequest) {
  return apiFetch('/gamification/leaderboard/participation', { method: 'PUT', body: choice, schema: LeaderboardParticipationResponse });
}

export function useSetLeaderboardParticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardParticipation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...gamificationKeys.all, 'leaderboard'] }),
  });
}
