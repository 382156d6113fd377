import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The learning player as the router mounts it: a chunk of its own, as only learners open it. */
export const CoursePlayerPage = lazyRouteComponent(() => import('./routes/course-view-route'), 'CourseViewRoute');

/**
 * The route loaders' start of the course as the learner studies it, for a signed-in user, with the options the player
 * reads it by; the placement test reads the same query first, so its loader starts it too. Whether the learner may
 * study the course is the server's answer, which the page shows, so the loader asks whoever is signed in.
 */
export const prefetchCoursePlayer = (queryClient: QueryClient, courseId: string) =>
  prefetchPageData(queryClient, () => import('./api/get-course-player').then((api) => api.getCoursePlayerQueryOptions(courseId)));
