import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/**
 * The course forum: threads, replies, moderation and following, on /courses/{courseId}/forum. The router mounts it
 * as a chunk of its own, loaded when the route is first visited.
 */
export const ForumPage = lazyRouteComponent(() => import('./routes/course-forum-route'), 'CourseForumRoute');

/**
 * The route loader's start of the forum's reads, with the options the page reads them by: the page of threads, which
 * the page reads even while a thread is open, and the open thread.
 */
export function prefetchForum(queryClient: QueryClient, courseId: string, { page, thread }: { page: number; thread?: string }): void {
  prefetchPageData(queryClient, () => import('./api/get-forum-threads').then((api) => api.getForumThreadsQueryOptions(courseId, page)));
  if (thread) prefetchPageData(queryClient, () => import('./api/get-forum-thread').then((api) => api.getForumThreadQueryOptions(courseId, thread)));
}
