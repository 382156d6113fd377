import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

const ISSUER = 'pathwise';
const AUDIENCE = 'pathwise-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How far ahead of this server's clock another node's may run when it issues a token. */
const ISSUED_AT_CLOCK_SKEW_SECONDS = 30;

const Claims = z.object({ sub: z.string().min(1), sid: z.uuid(), iat: z.number() });

export class InvalidAccessTokenError extends Error {
  constructor() {
    super('The access token is invalid or has expired');
  }
}

export interface TokenSubject {
  readonly userId: string;
  readonly sessionId: string;
}

/**
 * Short-lived bearer tokens (HS256 JWT) for API clients, the CLI and load tests. A token names a user and a session
 * and nothing else: role and tier are read from the account when the token is used, and logging out ends the
 * session, so neither a stale role nor a revoked session outlives the change.
 */
export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  issue(subject: TokenSubject, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: subject.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.#key);
  }

  async verify(token: string): Promise<TokenSubject> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.now(),
        // A token without an expiry would never end; our tokens always carry one, and the time they were issued.
        requiredClaims: ['exp', 'iat'],
      });
      const claims = Claims.parse(payload);
      // Issuing stamps the present, so a token dated later was not made by our sign-in.
      if (claims.iat > Math.floor(this.now().getTime() / 1000) + ISSUED_AT_CLOCK_SKEW_SECONDS) throw new InvalidAccessTokenError();
      return { userId: claims.sub, sessionId: claims.sid };
    } catch {
      throw new InvalidAccessTokenError();
    }
  }
}
