import { MarkNotificationReadResponse, NotificationParams, NotificationsQuery, NotificationsResponse } from '@pathwise/contracts';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { getInbox } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { wordNotification } from './notification-wordings.js';
import type { NotificationCommands } from './notification.commands.js';

export interface NotificationRouteDeps {
  readonly inbox: NotificationCommands;
  readonly db: Executor;
  /** Resolves once the inbox read model has applied the checkpoint (or after a short wait). */
  readonly inboxCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

export function notificationRoutes(deps: NotificationRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/notifications',
      summary: "The signed-in user's notifications",
      description: 'Newest first, with the count of all unread ones.',
      tags: ['notifications'],
      access: 'user',
      query: NotificationsQuery,
      responses: { 200: { description: 'Notifications', schema: NotificationsResponse } },
      async handle({ query, context }) {
        const inbox = await getInbox(deps.db, context.actor!.userId, query.limit);
        return {
          status: 200,
          body: {
            unreadCount: inbox.unreadCount,
            notifications: inbox.notifications.map(({ readAt, createdAt, ...notification }) => ({
              ...notification,
              title: wordNotification(notification.title, context.language),
              message: wordNotification(notification.message, context.language),
              action: notification.action && { ...notification.action, label: wordNotification(notification.action.label, context.language) },
              createdAt: createdAt.toISOString(),
              read: readAt !== null,
            })),
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/notifications/:notificationId/read',
      summary: 'Mark one of your notifications read',
      tags: ['notifications'],
      access: 'user',
      params: NotificationParams,
      responses: { 200: { description: 'Read (changed: false when it was already)', schema: MarkNotificationReadResponse } },
      async handle({ params, context }) {
        const recorded = await deps.inbox.markRead(params.notificationId, { actor: context.actor!, requestId: context.requestId });
        if (recorded) await deps.inboxCaughtUp(recorded);
        return { status: 200, body: { notificationId: params.notificationId, changed: recorded !== null } };
      },
    }),
  ];
}
