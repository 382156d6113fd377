import type { AdminUsersSearch } from '../lib/admin-users-search';

/** Every query of the user administration, under one root, so a change refetches the list and the trails at once. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (search: AdminUsersSearch) =>
    [...adminUsersKeys.all, 'list', search.search ?? '', search.role ?? 'all', search.tier ?? 'all', search.page ?? 1] as const,
  changes: (userId: string) => [...adminUsersKeys.all, 'changes', userId] as const,
};
