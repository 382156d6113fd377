import { EntityId as Id, NotificationAction, NotificationSource, notificationPriorities, notificationTypes } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LogPosition } from '../shared/log-position.contracts.js';

export { notificationPriorities, notificationTypes };

/** Spec section 3, Notification: type, title, message, priority and an optional action (a path in the app). */
export const NotificationView = z.object({
  notificationId: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  priority: z.enum(notificationPriorities),
  action: NotificationAction.nullable(),
  source: NotificationSource,
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof NotificationView>;

export const NotificationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();

export const NotificationsResponse = z.object({
  /** Newest first. */
  notifications: z.array(NotificationView),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationParams = z.object({ notificationId: Id });

export const MarkNotificationReadResponse = z.object({ notificationId: z.string(), changed: z.boolean() });
export type MarkNotificationReadResponse = z.infer<typeof MarkNotificationReadResponse>;

/** The `notification` push to the user's own room: the notification itself, since only its owner hears it. */
export const NotificationPush = z.object({
  room: z.string(),
  position: LogPosition,
  notification_id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  priority: z.enum(notificationPriorities),
  action: NotificationAction.nullable(),
  /** What raised it, by ids in snake case (`{ kind: 'certificate_issued', course_id, certificate_id }`). */
  source: z.object({ kind: z.string() }).catchall(z.string()).optional(),
});
export type NotificationPush = z.infer<typeof NotificationPush>;
