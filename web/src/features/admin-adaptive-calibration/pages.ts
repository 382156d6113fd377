import { lazyRouteComponent } from '@tanstack/react-router';

/** The calibration page as the router mounts it, a chunk of its own loaded when the route is first visited. */
export const AdaptiveCalibrationPage = lazyRouteComponent(() => import('./components/adaptive-calibration-page'), 'AdaptiveCalibrationPage');
