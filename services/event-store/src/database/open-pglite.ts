import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { join } from 'node:path';
import type { Database } from './database.js';
import { lockDataDirectory } from './data-dir-lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import { INT8_OID, XID8_OID, parseBigInt } from './type-parsers.js';

/** `memory://` keeps everything in memory (tests); any other value is a directory under which PGlite stores files. */
export async function openPGlite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDirectory(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(inMemory ? dataDir : join(dataDir, 'pglite'), {
      parsers: { [INT8_OID]: parseBigInt, [XID8_OID]: parseBigInt },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return () => unlisten();
    },
    async openSession() {
      return null;
    },
    async close() {
      await db.destroy();
      await pglite.close();
      unlock();
    },
  };
}
