import type { Database } from './database.js';
import { openPGlite } from './open-pglite.js';
import { openPostgres } from './open-postgres.js';

export interface DatabaseConfig {
  /** A postgres:// URL; when absent, the embedded PGlite under dataDir is used. */
  readonly databaseUrl?: string | undefined;
  /** Where PGlite keeps its files, or `memory://` for a throwaway database. */
  readonly dataDir: string;
  readonly poolSize?: number | undefined;
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, ...(config.poolSize ? { poolSize: config.poolSize } : {}) })
    : openPGlite(config.dataDir);
}
