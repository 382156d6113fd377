import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The parked events page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const ParkedEventsPage = lazyRouteComponent(() => import('./components/parked-events-page'), 'ParkedEventsPage');

/** The route loader's start of the parked events, for an admin only, with the options the page reads them by. */
export const prefetchParkedEvents = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-parked-events').then((api) => api.getParkedEventsQueryOptions()));
