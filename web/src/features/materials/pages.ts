import { lazyRouteComponent } from '@tanstack/react-router';

/** The materials page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const MaterialsPage = lazyRouteComponent(() => import('./components/materials-page'), 'MaterialsPage');
