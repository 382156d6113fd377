import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Events a subscription could not apply, set aside so that the ones after them still are (ADR 18). The row is
 * written in the transaction that moves the checkpoint past the event, so an event is either applied, parked or
 * still ahead of the checkpoint: never lost. `transaction_id` with `position` finds the event in the log again.
 */
export const parkedEventsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const statement of [
      sql`
        CREATE TABLE event_store.parked_events (
          subscription_id text NOT NULL,
          position bigint NOT NULL,
          transaction_id xid8 NOT NULL,
          stream_id text NOT NULL,
          event_type text NOT NULL,
          error text NOT NULL,
          attempts integer NOT NULL CHECK (attempts > 0),
          first_failed_at timestamptz NOT NULL,
          last_failed_at timestamptz NOT NULL,
          PRIMARY KEY (subscription_id, position)
        )
      `,
    ]) {
      await statement.execute(db);
    }
  },
};
