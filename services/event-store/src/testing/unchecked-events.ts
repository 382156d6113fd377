import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database/database.js';
import type { PersonalDataVault } from '../personal-data/personal-data-vault.js';

export interface UncheckedEvent {
  readonly streamId: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  /** Fields sealed with the subject's key, as the store seals personal data, then merged into data. */
  readonly personalData?: { readonly subjectId: string; readonly fields: Record<string, unknown> };
}

/**
 * Writes an event straight into the log, past the store's schema check, as a bug elsewhere or an old writer could
 * have: for tests of what readers do with an event they cannot handle. Returns its position.
 */
export async function appendUncheckedEvent(database: Database, vault: PersonalDataVault, event: UncheckedEvent): Promise<bigint> {
  const data: Record<string, unknown> = { ...event.data };
  for (const [field, value] of Object.entries(event.personalData?.fields ?? {})) {
    const subjectId = event.personalData!.subjectId;
    data[field] = { ...(await vault.seal(subjectId, value)), $subject: subjectId };
  }
  return database.db.transaction().execute(async (transaction) => {
    const { rows } = await sql<{ version: number }>`
      INSERT INTO event_store.streams (stream_id, version) VALUES (${event.streamId}, 1)
      ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + 1
      RETURNING version
    `.execute(transaction);
    const inserted = await sql<{ position: bigint }>`
      INSERT INTO event_store.events (event_id, stream_id, stream_version, event_type, schema_version, data)
      VALUES (${randomUUID()}::uuid, ${event.streamId}, ${rows[0]!.version}, ${event.type}, 1, ${JSON.stringify(data)}::jsonb)
      RETURNING position
    `.execute(transaction);
    return inserted.rows[0]!.position;
  });
}
