import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseKind } from '../database/database.js';
import { openPGlite } from '../database/open-pglite.js';
import { openPostgres } from '../database/open-postgres.js';
import { eventStoreMigrations, migrateToLatest } from '../migrations/run-migrations.js';

export const testDatabaseKinds: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** The server tests create their databases on; CI starts it, and .ci/run says how. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  readonly database: Database;
  /** The connection URL of a PostgreSQL test database; undefined for PGlite. */
  readonly url: string | undefined;
  /** Closes it and, for PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

function urlFor(database: string): string {
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${testPostgresUrl} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster --skip-systemctl-redirect 15 main start) or set TEST_DATABASE_URL.',
      { cause: error },
    );
  }
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database, for tests that open and migrate it themselves (a whole server). */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pathwise_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return {
    url: urlFor(name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh, migrated database of the given kind: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind, options: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openPGlite('memory://');
    await migrateToLatest(database.db, eventStoreMigrations);
    return { database, url: undefined, drop: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openPostgres({ url: empty.url, poolSize: options.poolSize ?? 12 });
  await migrateToLatest(database.db, eventStoreMigrations);
  return {
    database,
    url: empty.url,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}
