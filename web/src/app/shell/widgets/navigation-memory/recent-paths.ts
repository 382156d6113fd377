import { z } from 'zod';
import { ownedKey, readStored, storageKeys, writeStored } from '../../../../shared/lib/local-store';

/** Spec section 2: recent paths keep 10 entries. */
export const MAX_RECENT_PATHS = 10;

/** `path` first, each path once, the oldest dropped past the limit. */
export function withRecentPath(recent: readonly string[], path: string): string[] {
  return [path, ...recent.filter((known) => known !== path)].slice(0, MAX_RECENT_PATHS);
}

/** The pages `owner` (see navigation-owner.ts) visited lately, most recent first. */
export const readRecentPaths = (owner: string): string[] =>
  readStored(ownedKey(storageKeys.recentPaths, owner), z.array(z.string()), []);

export function rememberRecentPath(owner: string, path: string): void {
  writeStored(ownedKey(storageKeys.recentPaths, owner), withRecentPath(readRecentPaths(owner), path));
}
