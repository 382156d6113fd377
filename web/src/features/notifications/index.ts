import type { QueryClient } from '@tanstack/react-query';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** In-app notifications: the signed-in user's inbox, read and marked read, kept fresh by `notification` pushes. */
export { NotificationsPanel } from './components/notifications-panel';
export { useNotifications } from './api/get-notifications';
export { useNotificationPushes } from './realtime/use-notification-pushes';
export { notificationMessages } from './messages';

/** The bell's read, started with a signed-in page's own (the server then draws the unread count with the page). */
export const prefetchInbox = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-notifications').then((api) => api.getNotificationsQueryOptions()));
