import { lazyRouteComponent } from '@tanstack/react-router';

/** One chunk for every frame: the page reads which frame from the route that rendered it. */
export const FramePage = lazyRouteComponent(() => import('./components/frame-page'));
