import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const ACCOUNTS = 'accounts_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, ACCOUNTS)} (
      user_id text PRIMARY KEY,
      email text,
      display_name text,
      role text NOT NULL,
      subscription_tier text NOT NULL,
      created_at timestamptz NOT NULL,
      last_login timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS accounts_v1_created ON ${sql.id(schema, ACCOUNTS)} (created_at DESC)`.execute(db);
}

/**
 * Who has an account, for admins to list and search. Personal fields arrive decrypted; after an erasure they read as
 * null in the log, and a rebuild (npm run replay) drops them here too.
 */
export const accountDirectoryProjection: Projection<PathwiseEvent> = {
  name: 'accounts',
  version: 1,
  eventTypes: ['AccountRegistered', 'ProfileChanged', 'RoleChanged', 'SubscriptionTierChanged', 'SignedIn'],
  tables: [ACCOUNTS],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, ACCOUNTS);
    // Account events are few per page and each depends on the row before it: applying them one by one stays simple.
    for (const event of events) {
      switch (event.type) {
        case 'AccountRegistered':
          await sql`
            INSERT INTO ${table} (user_id, email, display_name, role, subscription_tier, created_at)
            VALUES (${event.data.userId}, ${event.data.email}, ${event.data.displayName}, ${event.data.role},
                    ${event.data.subscriptionTier}, ${event.recordedAt})
            ON CONFLICT (user_id) DO NOTHING
          `.execute(transaction);
          break;
        case 'ProfileChanged':
          await sql`UPDATE ${table} SET display_name = ${event.data.displayName} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        case 'RoleChanged':
          await sql`UPDATE ${table} SET role = ${event.data.to} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        case 'SubscriptionTierChanged':
          await sql`UPDATE ${table} SET subscription_tier = ${event.data.to} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        case 'SignedIn':
          await sql`UPDATE ${table} SET last_login = ${event.recordedAt} WHERE user_id = ${event.data.userId}`.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
