import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The monitoring page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const MonitoringPage = lazyRouteComponent(() => import('./components/monitoring-page'), 'MonitoringPage');

/** The route loader's start of the figures, for an admin only, with the options the page reads them by. */
export const prefetchMonitoring = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-monitoring').then((api) => api.getMonitoringQueryOptions()));
