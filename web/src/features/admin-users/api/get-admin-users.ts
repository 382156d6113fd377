import { AdminUserListResponse } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { AdminUsersSearch } from '../lib/admin-users-search';
import { adminUsersKeys } from './admin-users-keys';

export const USERS_PAGE_SIZE = 25;

/** GET /api/admin/users: a page of users found by name or email, role and tier, newest first (admins only). */
export function getAdminUsers({ search, role, tier, page }: AdminUsersSearch, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page ?? 1), page_size: String(USERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (role) params.set('role', role);
  if (tier) params.set('tier', tier);
  return apiFetch(`/admin/users?${params.toString()}`, { schema: AdminUserListResponse, signal });
}

export const getAdminUsersQueryOptions = (search: AdminUsersSearch) =>
  queryOptions({
    queryKey: adminUsersKeys.list(search),
    queryFn: ({ signal }) => getAdminUsers(search, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: AdminUsersSearch) => useQuery(getAdminUsersQueryOptions(search));
