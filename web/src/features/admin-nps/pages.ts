import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The admins' NPS page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdminNpsPage = lazyRouteComponent(() => import('./components/admin-nps-page'), 'AdminNpsPage');

/** The route loader's start of the unfiltered figures, for an admin only, with the options the page reads them by. */
export const prefetchAdminNps = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-admin-nps').then((api) => api.getAdminNpsQueryOptions()));
