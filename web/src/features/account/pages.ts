import { lazyRouteComponent } from '@tanstack/react-router';

/** One's own account pages as the router mounts them, each a chunk of its own loaded when its route is first visited. */
export const ProfilePage = lazyRouteComponent(() => import('./components/profile-page'), 'ProfilePage');
export const SettingsPage = lazyRouteComponent(() => import('./components/settings-page'), 'SettingsPage');
