import { lazyRouteComponent } from '@tanstack/react-router';

/** The admins' lead list as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdminLeadsPage = lazyRouteComponent(() => import('./routes/admin-leads-route'), 'AdminLeadsRoute');
