import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const NOTIFICATIONS = 'notifications_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, NOTIFICATIONS)} (
      user_id text NOT NULL,
      notification_id text NOT NULL,
      type text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      priority text NOT NULL,
      action jsonb,
      source jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      read_at timestamptz,
      mailed_at timestamptz,
      PRIMARY KEY (user_id, notification_id)
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS notifications_v1_newest ON ${sql.id(schema, NOTIFICATIONS)} (user_id, position DESC)`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS notifications_v1_undigested ON ${sql.id(schema, NOTIFICATIONS)} (user_id)
    WHERE read_at IS NULL AND mailed_at IS NULL
  `.execute(db);
}

/** Each user's in-app notifications, newest first, with what they have read and what was mailed to them. */
export const inboxProjection: Projection<PathwiseEvent> = {
  name: 'inbox',
  version: 1,
  eventTypes: ['NotificationRaised', 'NotificationRead', 'NotificationDigestSent'],
  tables: [NOTIFICATIONS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, NOTIFICATIONS);
    for (const event of events) {
      const at = event.recordedAt.toISOString();
      switch (event.type) {
        case 'NotificationRaised': {
          const { data } = event;
          await sql`
            INSERT INTO ${table} (user_id, notification_id, type, title, message, priority, action, source, created_at, position)
            VALUES (${data.userId}, ${data.notificationId}, ${data.type}, ${data.title}, ${data.message}, ${data.priority},
                    ${data.action === null ? null : JSON.stringify(data.action)}::jsonb, ${JSON.stringify(data.source)}::jsonb,
                    ${at}, ${event.position.toString()})
            ON CONFLICT (user_id, notification_id) DO NOTHING
          `.execute(transaction);
          break;
        }
        case 'NotificationRead':
          await sql`
            UPDATE ${table} SET read_at = coalesce(read_at, ${at}::timestamptz)
            WHERE user_id = ${event.data.userId} AND notification_id = ${event.data.notificationId}
          `.execute(transaction);
          break;
        case 'NotificationDigestSent':
          await sql`
            UPDATE ${table} SET mailed_at = coalesce(mailed_at, ${at}::timestamptz)
            WHERE user_id = ${event.data.userId} AND notification_id = ANY(${event.data.notificationIds}::text[])
          `.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
