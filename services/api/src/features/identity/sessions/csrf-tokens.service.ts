import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens for cookie-authenticated writes: a keyed hash of the session id, so they need no storage and die
 * with the session. Browsers send them as X-CSRF-Token; another site cannot read them, so it cannot forge a write.
 */
export class CsrfTokens {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'pathwise', 'csrf tokens', 32));
  }

  tokenFor(sessionId: string): string {
    return createHmac('sha256', this.#key).update(sessionId).digest('base64url');
  }

  matches(sessionId: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.tokenFor(sessionId));
    const given = Buffer.from(presented);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
