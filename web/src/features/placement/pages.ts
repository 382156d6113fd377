import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The adaptive placement test of a course: an intro, then item by item as the server picks them, then the outcome
 * with the lessons the learner may skip. The test's id lives in the address, so a reload resumes it. The router
 * mounts it as a chunk of its own, loaded when the route is first visited.
 */
export const PlacementTestPage = lazyRouteComponent(() => import('./routes/course-placement-route'), 'CoursePlacementRoute');
