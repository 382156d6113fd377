import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';

/** Drops everything Pathwise keeps in the database: the log, read models, rebuild and snapshot schemas, migrations. */
export async function resetDatabase(db: Executor): Promise<void> {
  const { rows } = await sql<{ schema_name: string }>`
    SELECT schema_name FROM information_schema.schemata
    WHERE schema_name IN ('event_store', 'read_models') OR schema_name ~ '^(rebuild|retired|asof)_'
  `.execute(db);
  for (const { schema_name: schema } of rows) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(db);
  await sql`DROP TABLE IF EXISTS kysely_migration, kysely_migration_lock`.execute(db);
}
