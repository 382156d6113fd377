import { lazyRouteComponent } from '@tanstack/react-router';

/** The development outbox as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const DevOutboxPage = lazyRouteComponent(() => import('./routes/dev-outbox-route'), 'DevOutboxRoute');
