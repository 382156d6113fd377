import { SESSION_STATE_ID } from '@pathwise/contracts';
import { readPageData } from '../../../shared/lib/page-data';
import type { CurrentSession } from '../api/get-session';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The session the page came with, which the server writes for a browser that sent a session cookie, as
 * GET /api/auth/session answers it: null for nobody signed in (a stale cookie), undefined when the page carries none.
 * Read without zod, which the first paint does not load; the page comes from this very server.
 */
export function readInlinedSession(): CurrentSession | null | undefined {
  const probe = readPageData(SESSION_STATE_ID);
  if (!isObject(probe)) return undefined;
  if (probe.user === null) return null;
  return isObject(probe.user) && typeof probe.csrf_token === 'string' ? (probe as unknown as CurrentSession) : undefined;
}
