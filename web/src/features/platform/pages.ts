import type { QueryClient } from '@tanstack/react-query';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/**
 * The platform's figures, started by the loader of the page that shows them (home): a server rendering the page then
 * draws the figures rather than their placeholders, and the browser hydrates with them instead of asking again.
 */
export const prefetchPlatformOverview = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-platform-overview').then((api) => api.getPlatformOverviewQueryOptions()));
