import type { Kysely } from 'kysely';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Hot statements start with this comment; on PostgreSQL they are prepared once per connection instead of being
 * parsed and planned on every call. Their text must not vary with user input, only their parameters.
 */
export const PREPARED_STATEMENT = '/* prepared */';

/**
 * A connection outside the pool whose session lives until it is closed. PostgreSQL session state such as
 * advisory locks belongs to it, so losing it (onLost) means losing that state.
 */
export interface DatabaseSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  onLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** One database, PGlite or PostgreSQL, behind the same Kysely instance and SQL dialect. */
export interface Database {
  readonly kind: DatabaseKind;
  /** Tables are typed where they are queried; this root handle is untyped on purpose. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly db: Kysely<any>;
  /** Calls back on every NOTIFY on the channel until the returned function is called. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: a dedicated session. PGlite has one process and one connection, so it has none. */
  openSession(): Promise<DatabaseSession | null>;
  close(): Promise<void>;
}
