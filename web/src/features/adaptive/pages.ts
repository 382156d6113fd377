import { lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';

/** The adaptive engine's pages for the learner, each a chunk of its own loaded when its route is first visited. */
export const LearnerDashboardPage = lazyRouteComponent(() => import('./components/learner-dashboard-page'));
export const ProgressPage = lazyRouteComponent(() => import('./components/progress-page'));

/** What the server pushes about a learner's profile, in a chunk loaded once someone signs in. */
export const AdaptivePushes = lazy(() => import('./realtime/adaptive-pushes'));
