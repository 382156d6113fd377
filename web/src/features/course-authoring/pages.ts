import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/**
 * The course editor (/courses/$courseId/edit): details, status, skills, modules, lessons, quizzes, co-authors and
 * version history. Every write states the version the editor loaded; a conflict reloads the course under the
 * author's kept drafts. The router mounts it as a chunk of its own, as only authors open it.
 */
export const CourseEditorPage = lazyRouteComponent(() => import('./routes/course-edit-route'), 'CourseEditRoute');

/**
 * The route loader's start of what the editor edits, for a signed-in user, with the options the editor reads it by.
 * Whether they are course staff is the server's answer, which the page shows. The version history is left to the
 * page: it asks for it only once the course has loaded.
 */
export const prefetchCourseAuthoring = (queryClient: QueryClient, courseId: string) =>
  prefetchPageData(queryClient, () => import('./api/get-course-authoring').then((api) => api.getCourseAuthoringQueryOptions(courseId)));
