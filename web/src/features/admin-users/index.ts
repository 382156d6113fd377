/** Admin users: find people (GET /api/admin/users), change their role or plan with a reason, read their audit trail. */
export { getAdminUsersQueryOptions } from './api/get-admin-users';
export type { AdminUsersSearch } from './lib/admin-users-search';
