import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';
import type { AdminUsersSearch } from './lib/admin-users-search';

/** The admins' user list as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdminUsersPage = lazyRouteComponent(() => import('./routes/admin-users-route'), 'AdminUsersRoute');

export { parseAdminUsersSearch, type AdminUsersSearch } from './lib/admin-users-search';

/** The route loader's start of the page of users in the address, for an admin only, with the options the page reads it by. */
export const prefetchAdminUsers = (queryClient: QueryClient, search: AdminUsersSearch) =>
  prefetchPageData(queryClient, () => import('./api/get-admin-users').then((api) => api.getAdminUsersQueryOptions(search)));
