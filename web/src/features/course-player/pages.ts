import { lazyRouteComponent } from '@tanstack/react-router';

/** The learning player as the router mounts it: a chunk of its own, as only learners open it. */
export const CoursePlayerPage = lazyRouteComponent(() => import('./routes/course-view-route'), 'CourseViewRoute');
