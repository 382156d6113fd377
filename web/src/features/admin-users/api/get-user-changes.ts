import { AdminUserChangesResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { adminUsersKeys } from './admin-users-keys';

/** GET /api/admin/users/{userId}/changes: the user's audit trail, every role and tier change newest first. */
export function getUserChanges(userId: string, signal?: AbortSignal) {
  return apiFetch(`/admin/users/${encodeURIComponent(userId)}/changes`, { schema: AdminUserChangesResponse, signal });
}

export const getUserChangesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUsersKeys.changes(userId), queryFn: ({ signal }) => getUserChanges(userId, signal) });

export const useUserChanges = (userId: string) => useQuery(getUserChangesQueryOptions(userId));
