import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';
import type { AdminNpsFilter } from './api/get-admin-nps';

/** The admins' NPS page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdminNpsPage = lazyRouteComponent(() => import('./routes/admin-nps-route'), 'AdminNpsRoute');

export { parseAdminNpsSearch } from './lib/admin-nps-search';
export type { AdminNpsFilter } from './api/get-admin-nps';

/** The route loader's start of the figures the address filters, for an admin only, with the options the page reads them by. */
export const prefetchAdminNps = (queryClient: QueryClient, filter: AdminNpsFilter) =>
  prefetchPageData(queryClient, () => import('./api/get-admin-nps').then((api) => api.getAdminNpsQueryOptions(filter)));
