import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';

/** Old enough that no limit window, code or grace period can still need it. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes expired sign-in scaffolding: rate-limit hits, closed or expired codes, ended sessions, stale OIDC flows. */
export async function pruneSignInState(db: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_MS);
  await sql`DELETE FROM identity.rate_limit_windows WHERE touched_at < ${before}`.execute(db);
  await sql`DELETE FROM identity.sign_in_challenges WHERE expires_at < ${before}`.execute(db);
  await sql`DELETE FROM identity.sessions WHERE expires_at < ${before} OR revoked_at < ${before}`.execute(db);
  await sql`DELETE FROM identity.oidc_flows WHERE expires_at < ${now}`.execute(db);
}
