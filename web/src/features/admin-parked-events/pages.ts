import { lazyRouteComponent } from '@tanstack/react-router';

/** The parked events page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const ParkedEventsPage = lazyRouteComponent(() => import('./components/parked-events-page'), 'ParkedEventsPage');
