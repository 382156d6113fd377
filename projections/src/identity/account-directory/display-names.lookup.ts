import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { ACCOUNTS } from './account-directory.projection.js';

/**
 * Display names of the given users (null where erased or unknown), for showing who did what. The one lookup other
 * read models' queries use for people's names: they ask it after reading their own tables instead of joining the
 * account directory, so that no read model depends on where another one is stored. It reads the live directory even
 * for a query on a snapshot or a rebuild: names are not part of the asking read model.
 */
export async function getDisplayNames(db: Executor, userIds: readonly string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ user_id: string; display_name: string | null }>`
    SELECT user_id, display_name FROM ${sql.id(LIVE_SCHEMA, ACCOUNTS)}
    WHERE user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(userIds)])}::jsonb))
  `.execute(db);
  return new Map(rows.map((row) => [row.user_id, row.display_name]));
}
