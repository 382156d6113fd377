/** In-app notifications: the signed-in user's inbox, read and marked read, kept fresh by `notification` pushes. */
export { NotificationsPanel } from './components/notifications-panel';
export { useNotifications } from './api/get-notifications';
export { useNotificationPushes } from './realtime/use-notification-pushes';
export { notificationMessages } from './messages';
