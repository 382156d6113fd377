import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { gamificationKeys } from './gamification-keys';

const ParticipationReply = z.object({ participating: z.boolean(), changed: z.boolean() });

/** PUT /api/gamification/leaderboard/participation: opt in to the leaderboards or out of them. */
export function setLeaderboardParticipation(participating: boolean) {
  return apiFetch('/gamification/leaderboard/participation', { method: 'PUT', body: { participating }, schema: ParticipationReply });
}

export function useSetLeaderboardParticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardParticipation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...gamificationKeys.all, 'leaderboard'] }),
  });
}
