import { lazyRouteComponent } from '@tanstack/react-router';

/** The reports page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const ReportsPage = lazyRouteComponent(() => import('./components/reports-page'), 'ReportsPage');
