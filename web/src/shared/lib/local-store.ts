import type { z } from 'zod';

/** Every key the widgets keep in this browser, in one place so none collides with another feature's. */
export const storageKeys = {
  recentPaths: 'pathwise:recent-paths',
  pageTransitions: 'pathwise:page-transitions',
  helpTipsDismissed: 'pathwise:help-tips-dismissed',
  signedInLastVisit: 'pathwise:signed-in-last-visit',
} as const;

/**
 * The key of what is learned from one person's navigation (see navigation-owner.ts): kept apart per account, so the
 * next person to sign in on this browser neither sees nor is steered by the previous one's pages.
 */
export const ownedKey = (key: string, owner: string): string => `${key}:${owner}`;

/**
 * What a widget remembered, or `fallback`. Storage can be disabled, full, or hold what an older build wrote, so
 * anything unreadable counts as nothing remembered rather than an error the user would see.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** A remembered yes or no, or `fallback`: read without a schema, so that code on the first paint needs no zod. */
export function readStoredFlag(key: string, fallback: boolean): boolean {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === 'true' ? true : raw === 'false' ? false : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Forgetting is the only consequence of a full or disabled storage.
  }
}
