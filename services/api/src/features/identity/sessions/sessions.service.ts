import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SignInMethod } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A cookie secret older than this is replaced on its next use. */
export const ROTATE_AFTER_MS = 15 * 60 * 1000;
/** After a rotation the previous secret still works this long, for requests that were already on their way. */
export const ROTATION_GRACE_MS = 60 * 1000;
/** Other processes learn of a revocation within this time. */
const ACTIVE_CACHE_MS = 5_000;

export interface Session {
  readonly sessionId: string;
  readonly userId: string;
  readonly method: SignInMethod;
  readonly expiresAt: Date;
}

interface SessionRow {
  session_id: string;
  user_id: string;
  method: SignInMethod;
  secret_hash: Uint8Array;
  previous_secret_hash: Uint8Array | null;
  rotated_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest();
const newSecret = () => randomBytes(32).toString('base64url');
const sameHash = (stored: Uint8Array | null, secret: string) => stored !== null && timingSafeEqual(Buffer.from(stored), hash(secret));

export const cookieValueOf = (sessionId: string, secret: string) => `${sessionId}.${secret}`;

function parseCookieValue(value: string): { sessionId: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match ? { sessionId: match[1]!, secret: match[2]! } : null;
}

export type CookieCheck =
  | { readonly valid: true; readonly session: Session; readonly rotatedCookie: string | null }
  | { readonly valid: false };

/**
 * Browser sessions and the sessions behind bearer tokens. Only hashes of cookie secrets are stored; a secret is
 * rotated after a while in use, and a cookie presenting a secret that is neither the current one nor the previous
 * within its grace period revokes the session, since someone is replaying an old cookie.
 */
export class Sessions {
  readonly #active = new Map<string, { session: Session | null; until: number }>();

  constructor(
    private readonly db: Executor,
    private readonly clock: () => Date,
    /** Records a revocation the owner did not ask for in the log, where every node's sockets hear of it. */
    private readonly recordRevocation: (session: Session, reason: 'replayed_cookie') => Promise<void> = async () => {},
  ) {}

  async create(userId: string, method: SignInMethod, userAgent: string | null): Promise<{ session: Session; cookie: string }> {
    const now = this.clock();
    const sessionId = randomUUID();
    const secret = newSecret();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await sql`
      INSERT INTO identity.sessions (session_id, user_id, method, secret_hash, rotated_at, created_at, expires_at, user_agent)
      VALUES (${sessionId}::uuid, ${userId}, ${method}, ${hash(secret)}, ${now}, ${now}, ${expiresAt}, ${userAgent?.slice(0, 300) ?? null})
    `.execute(this.db);
    return { session: { sessionId, userId, method, expiresAt }, cookie: cookieValueOf(sessionId, secret) };
  }

  /**
   * Checks a cookie, rotating its secret when it is due, unless the answer cannot carry a new cookie (a socket
   * handshake); a replayed old secret revokes the session.
   */
  async checkCookie(value: string, options: { rotate: boolean } = { rotate: true }): Promise<CookieCheck> {
    const parsed = parseCookieValue(value);
    if (!parsed) return { valid: false };
    const row = await this.#row(parsed.sessionId);
    const now = this.clock();
    if (!row || row.revoked_at || row.expires_at <= now) return { valid: false };
    const session = this.#sessionOf(row);
    if (sameHash(row.secret_hash, parsed.secret)) {
      if (!options.rotate || now.getTime() - row.rotated_at.getTime() < ROTATE_AFTER_MS) return { valid: true, session, rotatedCookie: null };
      const secret = newSecret();
      await sql`
        UPDATE identity.sessions SET previous_secret_hash = secret_hash, secret_hash = ${hash(secret)}, rotated_at = ${now}
        WHERE session_id = ${row.session_id}::uuid AND secret_hash = ${Buffer.from(row.secret_hash)}
      `.execute(this.db);
      return { valid: true, session, rotatedCookie: cookieValueOf(row.session_id, secret) };
    }
    if (sameHash(row.previous_secret_hash, parsed.secret) && now.getTime() - row.rotated_at.getTime() < ROTATION_GRACE_MS) {
      return { valid: true, session, rotatedCookie: null };
    }
    await this.revoke(row.session_id);
    await this.recordRevocation(session, 'replayed_cookie');
    return { valid: false };
  }

  /** The session behind a bearer token, if it is still active. */
  async active(sessionId: string): Promise<Session | null> {
    const cached = this.#active.get(sessionId);
    const now = this.clock();
    if (cached && cached.until > Date.now()) return cached.session && cached.session.expiresAt > now ? cached.session : null;
    const row = await this.#row(sessionId);
    const session = row && !row.revoked_at && row.expires_at > now ? this.#sessionOf(row) : null;
    this.#active.set(sessionId, { session, until: Date.now() + ACTIVE_CACHE_MS });
    return session;
  }

  async revoke(sessionId: string): Promise<void> {
    await sql`UPDATE identity.sessions SET revoked_at = ${this.clock()} WHERE session_id = ${sessionId}::uuid AND revoked_at IS NULL`.execute(
      this.db,
    );
    this.#active.delete(sessionId);
  }

  /** Ends every session of a user (after a role change, say); returns how many were open. */
  async revokeAllOf(userId: string): Promise<number> {
    const { rows } = await sql<{ session_id: string }>`
      UPDATE identity.sessions SET revoked_at = ${this.clock()} WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING session_id
    `.execute(this.db);
    rows.forEach((row) => this.#active.delete(row.session_id));
    return rows.length;
  }

  async #row(sessionId: string): Promise<SessionRow | undefined> {
    const { rows } = await sql<SessionRow>`
      SELECT session_id, user_id, method, secret_hash, previous_secret_hash, rotated_at, expires_at, revoked_at
      FROM identity.sessions WHERE session_id = ${sessionId}::uuid
    `.execute(this.db);
    return rows[0];
  }

  #sessionOf(row: SessionRow): Session {
    return { sessionId: row.session_id, userId: row.user_id, method: row.method, expiresAt: row.expires_at };
  }
}
