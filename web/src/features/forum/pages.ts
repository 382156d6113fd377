import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The course forum: threads, replies, moderation and following, on /courses/{courseId}/forum. The router mounts it
 * as a chunk of its own, loaded when the route is first visited.
 */
export const ForumPage = lazyRouteComponent(() => import('./routes/course-forum-route'), 'CourseForumRoute');
