import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** One stream per user: `inbox-<userId>`, holding their notifications, reads and email digests. */
export const inboxStreamId = (userId: string): string => streamId('inbox', userId);

/** Spec section 3, Notification: type, title, message, priority, optional action. */
export const notificationTypes = ['success', 'error', 'warning', 'achievement', 'suggestion', 'info'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationPriorities = ['low', 'normal', 'high'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

export const NotificationAction = z.object({
  label: z.string().trim().min(1).max(60),
  /** A path inside the app, never another site. */
  url: z.string().regex(/^\/[^/\\]/, 'Expected a path inside the app').max(500),
});
export type NotificationAction = z.infer<typeof NotificationAction>;

/** What caused a notification, so that clients can word it in the reader's language. */
export const NotificationSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('forum_reply'), courseId: EntityId, threadId: EntityId, postId: EntityId }),
  z.object({ kind: z.literal('order_refunded'), courseId: EntityId, orderId: EntityId }),
  /** A course of the reader's was bought (commerce): the order and its course. */
  z.object({ kind: z.literal('sale'), courseId: EntityId, orderId: EntityId }),
  /** The reader met a course's criteria and holds its certificate (certificates). */
  z.object({ kind: z.literal('certificate_issued'), courseId: EntityId, certificateId: EntityId }),
]);
export type NotificationSource = z.infer<typeof NotificationSource>;

export const NotificationRaised = defineEvent({
  type: 'NotificationRaised',
  schema: z.object({
    notificationId: EntityId,
    userId: EntityId,
    type: z.enum(notificationTypes),
    title: z.string().max(200),
    message: z.string().max(500),
    priority: z.enum(notificationPriorities),
    action: NotificationAction.nullable(),
    source: NotificationSource,
  }),
});

export const NotificationRead = defineEvent({
  type: 'NotificationRead',
  schema: z.object({ notificationId: EntityId, userId: EntityId }),
});

/** Recorded before the mail goes out: a digest is sent at most once, even across processes and retries. */
export const NotificationDigestSent = defineEvent({
  type: 'NotificationDigestSent',
  schema: z.object({ userId: EntityId, notificationIds: z.array(EntityId).min(1) }),
});

export const notificationEvents = [NotificationRaised, NotificationRead, NotificationDigestSent] as const;
