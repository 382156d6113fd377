import { z } from 'zod';
import { readStored, storageKeys, writeStored } from '../lib/local-store';

/** Spec section 2: recent paths keep 10 entries. */
export const MAX_RECENT_PATHS = 10;

/** `path` first, each path once, the oldest dropped past the limit. */
export function withRecentPath(recent: readonly string[], path: string): string[] {
  return [path, ...recent.filter((known) => known !== path)].slice(0, MAX_RECENT_PATHS);
}

export const readRecentPaths = (): string[] => readStored(storageKeys.recentPaths, z.array(z.string()), []);

export function rememberRecentPath(path: string): void {
  writeStored(storageKeys.recentPaths, withRecentPath(readRecentPaths(), path));
}
