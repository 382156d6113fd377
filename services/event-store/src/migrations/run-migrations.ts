import { Migrator, type Kysely, type Migration } from 'kysely';
import { eventStoreMigration } from './2026-11-21T0000-event-store.js';
import { parkedEventsMigration } from './2026-11-25T0000-parked-events.js';

/** The event store's own migrations; features add theirs under names that sort after these. */
export const eventStoreMigrations: Record<string, Migration> = {
  '2026-11-21T0000-event-store': eventStoreMigration,
  '2026-11-25T0000-parked-events': parkedEventsMigration,
};

export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string,
    cause: unknown,
  ) {
    super(`Migration ${migrationName} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Runs every migration not yet applied, in name order, under the migrator's lock; throws on the first failure. */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) throw new MigrationFailedError(failed?.migrationName ?? 'unknown', error);
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
