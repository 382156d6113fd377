import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';
import type { CatalogueSearch } from './lib/catalogue-search';

/**
 * The course pages as the router mounts them, each a chunk of its own loaded when its route is first visited, and the
 * catalogue's search parameters, which the router checks before any page loads. The editor and the player are
 * features of their own, as only authors or learners open them.
 */
export const CataloguePage = lazyRouteComponent(() => import('./routes/catalogue-route'), 'CatalogueRoute');
export const CourseDetailPage = lazyRouteComponent(() => import('./routes/course-detail-route'), 'CourseDetailRoute');
export const MyCoursesPage = lazyRouteComponent(() => import('./components/my-courses-page'), 'MyCoursesPage');
export const CurrentCoursePage = lazyRouteComponent(() => import('./components/current-course-page'), 'CurrentCoursePage');
export const CreatorDashboardPage = lazyRouteComponent(() => import('./components/creator-dashboard-page'), 'CreatorDashboardPage');
export const CreateCoursePage = lazyRouteComponent(() => import('./components/create-course-page'), 'CreateCoursePage');

export { parseCatalogueSearch, type CatalogueSearch } from './lib/catalogue-search';

/** The route loaders' start of each data page's read, with the options its page reads it by. */
export const prefetchCatalogue = (queryClient: QueryClient, search: CatalogueSearch) =>
  prefetchPageData(queryClient, () => import('./api/get-catalogue').then((api) => api.getCatalogueQueryOptions(search)));

export const prefetchCourse = (queryClient: QueryClient, courseId: string) =>
  prefetchPageData(queryClient, () => import('./api/get-course').then((api) => api.getCourseQueryOptions(courseId)));

/** Signed-in only, like the creator dashboard's: the router calls them once the session is known to allow it. */
export const prefetchMyCourses = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-my-courses').then((api) => api.getMyCoursesQueryOptions()));

export const prefetchCreatorDashboard = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-creator-dashboard').then((api) => api.getCreatorDashboardQueryOptions()));
