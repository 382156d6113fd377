import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One row per rate-limit bucket holding the times of its counted hits, so that checking and counting a hit is one
 * statement on one row: the row lock of INSERT ... ON CONFLICT DO UPDATE makes concurrent hits take turns, where
 * counting rows and then inserting let every concurrent request see the same count.
 */
export const rateLimitWindowsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const statement of [
      sql`
        CREATE TABLE identity.rate_limit_windows (
          bucket text PRIMARY KEY,
          hits timestamptz[] NOT NULL,
          last_hit_counted boolean NOT NULL,
          touched_at timestamptz NOT NULL
        )
      `,
      sql`CREATE INDEX rate_limit_windows_touched ON identity.rate_limit_windows (touched_at)`,
      sql`DROP TABLE identity.rate_limit_hits`,
    ]) {
      await statement.execute(db);
    }
  },
};
