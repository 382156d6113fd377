import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The course editor (/courses/$courseId/edit): details, status, skills, modules, lessons, quizzes, co-authors and
 * version history. Every write states the version the editor loaded; a conflict reloads the course under the
 * author's kept drafts. The router mounts it as a chunk of its own, as only authors open it.
 */
export const CourseEditorPage = lazyRouteComponent(() => import('./routes/course-edit-route'), 'CourseEditRoute');
