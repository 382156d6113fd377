import { MeResponse, type AdminUserListResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { Role, Tier } from '../lib/admin-users-search';
import { adminUsersKeys } from './admin-users-keys';

/** A change to what a user may do, with the reason the audit trail keeps; the field names the request body's. */
export type UserAccessChange =
  | { readonly userId: string; readonly field: 'role'; readonly to: Role; readonly reason: string }
  | { readonly userId: string; readonly field: 'subscription_tier'; readonly to: Tier; readonly reason: string };

const paths = { role: 'role', subscription_tier: 'subscription-tier' } as const;

/** PUT /api/admin/users/{userId}/role or .../subscription-tier: the user as they are after the change. */
export function changeUserAccess({ userId, field, to, reason }: UserAccessChange): Promise<MeResponse> {
  return apiFetch(`/admin/users/${encodeURIComponent(userId)}/${paths[field]}`, {
    method: 'PUT',
    body: { [field]: to, reason },
    schema: MeResponse,
  });
}

export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserAccess,
    onSuccess: (user) => {
      // The list is a read model that may not have applied the change when asked again at once: its row takes the
      // user as the change answered. The trail is read from the account's own events, so it is simply read again.
      queryClient.setQueriesData<AdminUserListResponse>({ queryKey: [...adminUsersKeys.all, 'list'] }, (list) =>
        list
          ? { ...list, users: list.users.map((row) => (row.uid === user.uid ? { ...row, role: user.role, subscription_tier: user.subscription_tier } : row)) }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: adminUsersKeys.changes(user.uid) });
    },
  });
}
