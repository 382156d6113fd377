import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The calibration page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdaptiveCalibrationPage = lazyRouteComponent(() => import('./components/adaptive-calibration-page'), 'AdaptiveCalibrationPage');

/** The route loader's start of the list of runs, for an admin only, with the options the page reads it by. */
export const prefetchCalibrations = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-calibrations').then((api) => api.getCalibrationsQueryOptions()));
