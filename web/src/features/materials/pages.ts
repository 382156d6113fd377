import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The materials page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const MaterialsPage = lazyRouteComponent(() => import('./components/materials-page'), 'MaterialsPage');

/** The route loader's start of the library, for a signed-in user, with the options the page reads it by. */
export const prefetchMaterials = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-materials').then((api) => api.getMaterialsQueryOptions()));
