import { lazyRouteComponent } from '@tanstack/react-router';

/** The signed-in dashboard as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const DashboardPage = lazyRouteComponent(() => import('./components/dashboard-page'));
