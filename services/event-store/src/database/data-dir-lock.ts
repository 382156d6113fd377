import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data directory ${dataDir} is in use by process ${pid}. PGlite allows one process per directory: ` +
        'stop that process first, or set DATABASE_URL to a PostgreSQL server that several processes can share.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes writing one PGlite directory corrupt it, so whoever opens it first leaves its pid beside it.
 * A lock left by a process that no longer exists is taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'pathwise.lock');
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirectoryInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
}
