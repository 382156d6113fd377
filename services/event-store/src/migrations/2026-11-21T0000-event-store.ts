import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One statement at a time: PGlite runs a single statement per prepared query.
 *
 * The log. `transaction_id` is the writer's transaction: readers only take rows whose transaction is older than
 * every transaction still running, and order by (transaction_id, position), so an event committed late can never
 * land behind a reader's checkpoint (see docs/adr/0002-event-log-read-order.md). `streams` holds each stream's
 * version: appends upsert it under a row lock, which is what serializes writers of one stream.
 */
export const eventStoreMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const statement of [
      sql`
        CREATE SCHEMA IF NOT EXISTS event_store
      `,
      sql`
        CREATE TABLE event_store.events (
          position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          event_id uuid NOT NULL,
          stream_id text NOT NULL,
          stream_version integer NOT NULL CHECK (stream_version > 0),
          event_type text NOT NULL,
          schema_version integer NOT NULL CHECK (schema_version > 0),
          data jsonb NOT NULL,
          metadata jsonb NOT NULL DEFAULT '{}',
          recorded_at timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT events_event_id_unique UNIQUE (event_id),
          CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
        )
      `,
      sql`
        CREATE TABLE event_store.streams (
          stream_id text PRIMARY KEY,
          version integer NOT NULL CHECK (version > 0)
        )
      `,
      sql`
        CREATE INDEX events_log_order ON event_store.events (transaction_id, position)
      `,
      sql`
        CREATE TABLE event_store.subscription_checkpoints (
          subscription_id text PRIMARY KEY,
          transaction_id xid8 NOT NULL DEFAULT '0',
          position bigint NOT NULL DEFAULT 0,
          updated_at timestamptz NOT NULL DEFAULT now()
        )
      `,
      sql`
        CREATE TABLE event_store.subject_keys (
          subject_id text PRIMARY KEY,
          wrapped_key bytea NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )
      `,
      sql`
        CREATE SCHEMA IF NOT EXISTS read_models
      `,
    ]) {
      await statement.execute(db);
    }
  },
};
