import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';
import type { AdminLeadsQuery } from './api/get-admin-leads';

/** The admins' lead list as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdminLeadsPage = lazyRouteComponent(() => import('./routes/admin-leads-route'), 'AdminLeadsRoute');

/** The route loader's start of the page of leads in the address, for an admin only, with the options the page reads it by. */
export const prefetchAdminLeads = (queryClient: QueryClient, query: AdminLeadsQuery) =>
  prefetchPageData(queryClient, () => import('./api/get-admin-leads').then((api) => api.getAdminLeadsQueryOptions(query)));
