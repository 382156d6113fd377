import { MeResponse, type GrantAiCreditsRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { sessionQueryKey } from '../../identity';
import { adminUsersKeys } from './admin-users-keys';

export type AiCreditsGrant = GrantAiCreditsRequest & { readonly userId: string };

/** POST /api/admin/users/{userId}/ai-credits: the user as they are after the grant, with the new balance. */
export function grantAiCredits({ userId, ...body }: AiCreditsGrant): Promise<MeResponse> {
  return apiFetch(`/admin/users/${encodeURIComponent(userId)}/ai-credits`, { method: 'POST', body, schema: MeResponse });
}

export function useGrantAiCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAiCredits,
    onSuccess: (user) => {
      // The trail shows the grant; an admin granting themselves credits sees them in the bar at once.
      void queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
      const session = queryClient.getQueryData<{ user: MeResponse } | null>(sessionQueryKey);
      if (session?.user.uid === user.uid) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
