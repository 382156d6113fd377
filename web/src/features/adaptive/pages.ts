import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { lazyWhenOnline } from '../../shared/lib/load-when-online';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The adaptive engine's pages for the learner, each a chunk of its own loaded when its route is first visited. */
export const LearnerDashboardPage = lazyRouteComponent(() => import('./components/learner-dashboard-page'));
export const ProgressPage = lazyRouteComponent(() => import('./components/progress-page'));

/** The route loaders' start of each page's read, for the signed-in learner, with the options the page reads it by. */
export const prefetchLearnerProfile = (queryClient: QueryClient, userId: string) =>
  prefetchPageData(queryClient, () => import('./api/get-learner-profile').then((api) => api.getLearnerProfileQueryOptions(userId)));

export const prefetchLearnerProgress = (queryClient: QueryClient, userId: string) =>
  prefetchPageData(queryClient, () => import('./api/get-adaptive-analytics').then((api) => api.getAdaptiveAnalyticsQueryOptions(userId)));

/** What the server pushes about a learner's profile, in a chunk loaded once someone signs in. */
export const AdaptivePushes = lazyWhenOnline(() => import('./realtime/adaptive-pushes'));
