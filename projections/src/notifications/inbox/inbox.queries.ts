import type { NotificationAction, NotificationPriority, NotificationSource, NotificationType } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { NOTIFICATIONS } from './inbox.projection.js';

export interface InboxNotification {
  readonly notificationId: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string;
  readonly priority: NotificationPriority;
  readonly action: NotificationAction | null;
  readonly source: NotificationSource;
  readonly createdAt: Date;
  readonly readAt: Date | null;
}

interface NotificationRow {
  notification_id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  action: NotificationAction | null;
  source: NotificationSource;
  created_at: Date;
  read_at: Date | null;
}

const notificationOf = (row: NotificationRow): InboxNotification => ({
  notificationId: row.notification_id,
  type: row.type,
  title: row.title,
  message: row.message,
  priority: row.priority,
  action: row.action,
  source: row.source,
  createdAt: row.created_at,
  readAt: row.read_at,
});

/** A user's newest notifications, and how many of all of theirs are unread. */
export async function getInbox(
  db: Executor,
  userId: string,
  limit: number,
  schema = LIVE_SCHEMA,
): Promise<{ notifications: InboxNotification[]; unreadCount: number }> {
  const table = sql.id(schema, NOTIFICATIONS);
  const [{ rows }, unread] = await Promise.all([
    sql<NotificationRow>`
      SELECT notification_id, type, title, message, priority, action, source, created_at, read_at
      FROM ${table} WHERE user_id = ${userId} ORDER BY position DESC LIMIT ${limit}
    `.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM ${table} WHERE user_id = ${userId} AND read_at IS NULL`.execute(db),
  ]);
  return { notifications: rows.map(notificationOf), unreadCount: unread.rows[0]?.count ?? 0 };
}

/**
 * Users with notifications neither read nor mailed yet, the candidates for an email digest, in pages by user id
 * (those who opted out of mail stay candidates, so a caller pages past them instead of asking for the first page).
 */
export async function usersAwaitingDigest(db: Executor, page: { after: string; limit: number }, schema = LIVE_SCHEMA): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT DISTINCT user_id FROM ${sql.id(schema, NOTIFICATIONS)}
    WHERE read_at IS NULL AND mailed_at IS NULL AND user_id > ${page.after} ORDER BY user_id LIMIT ${page.limit}
  `.execute(db);
  return rows.map((row) => row.user_id);
}
