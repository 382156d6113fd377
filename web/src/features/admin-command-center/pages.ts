import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The command center as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const CommandCenterPage = lazyRouteComponent(() => import('./components/command-center-page'), 'CommandCenterPage');

/** The route loader's start of the pulse, for an admin only, with the options the page reads it by. */
export const prefetchCommandCenter = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-command-center').then((api) => api.getCommandCenterQueryOptions()));
