import type { Database } from '@pathwise/event-store';
import { sql } from 'kysely';
import * as oidc from 'openid-client';
import { HttpError } from '../../../http/http-errors.js';
import type { Logger } from '../../../observability/logger.js';
import type { Accounts } from '../accounts/accounts.commands.js';
import type { Sessions } from '../sessions/sessions.service.js';
import type { RateLimit, RateLimiter } from '../sign-in/rate-limiter.service.js';

/** Long enough to pick an account and consent, short enough that a leaked state is soon worthless. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** Where a sign-in without a return path lands: the home page, until the dashboard exists. */
export const DEFAULT_RETURN_TO = '/';
const MAX_RETURN_TO_LENGTH = 500;
const PLACEHOLDER_ORIGIN = 'https://pathwise.invalid';
const SCOPE = 'openid email profile';
/** Every start writes a row; a whole classroom behind one address still fits, a script filling the table does not. */
export const startLimitPerIp: RateLimit = { limit: 60, windowSeconds: 15 * 60 };
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/** Why a sign-in was refused, short enough for a `/login?error=` the web app can explain. */
export type GoogleSignInFailure = 'sign_in_expired' | 'email_not_verified' | 'google_cancelled' | 'google_refused' | 'google_unavailable';

/** A refused Google sign-in: problem details for API clients, a short code for the browser's login page. */
export class GoogleSignInError extends HttpError {
  constructor(
    readonly failure: GoogleSignInFailure,
    status: number,
    title: string,
    detail: string,
  ) {
    super(status, title, detail, [], `urn:pathwise:problem:${failure.replaceAll('_', '-')}`);
  }
}

const expired = () =>
  new GoogleSignInError('sign_in_expired', 400, 'Sign-in expired', 'Sign-in expired or was not started here; try again');
const unavailable = () =>
  new GoogleSignInError('google_unavailable', 502, 'Google sign-in unavailable', 'Google sign-in is not reachable right now; try again later');

/**
 * Where to go after signing in, only if it stays on this site: an open redirect would let anyone send people to a
 * look-alike page straight from our sign-in. Browsers read `\` as `/`, so `/\evil.example` is as bad as `//evil.example`.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_RETURN_TO_LENGTH) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_RETURN_TO;
  // Control characters (a tab or newline is dropped by URL parsers) could turn a path into something else.
  if ([...value].some((character) => character < ' ' || character === '\u007f')) return DEFAULT_RETURN_TO;
  // Parsed against a placeholder origin to percent-encode what a Location header cannot carry, and to be sure the
  // browser will read it as a path here.
  const parsed = new URL(value, PLACEHOLDER_ORIGIN);
  if (parsed.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_RETURN_TO;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.length <= MAX_RETURN_TO_LENGTH ? path : DEFAULT_RETURN_TO;
}

/** Plain HTTP only for a provider on this machine (tests, local development); anything else must be HTTPS. */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && (issuer.hostname === '127.0.0.1' || issuer.hostname === 'localhost');
}

/** Errors that say the provider could not be reached or broke, rather than that it (or we) refused this sign-in. */
function isProviderUnavailable(error: unknown): boolean {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500;
  return error instanceof oidc.ClientError && (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON');
}

interface FlowRow {
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  expires_at: Date;
}

export interface GoogleSignInConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Where users reach the app, without a trailing slash; the redirect URI is built on it. */
  readonly publicUrl: string;
}

export interface GoogleSignInDeps {
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly database: Database;
  readonly limiter: RateLimiter;
  readonly clock: () => Date;
  readonly logger: Logger;
}

export interface GoogleSignedIn {
  readonly userId: string;
  readonly sessionId: string;
  readonly cookie: string;
  readonly returnTo: string;
  readonly newAccount: boolean;
}

/**
 * Sign-in with Google (or any OpenID Connect provider): authorization code with PKCE, state and nonce. The flow's
 * secrets wait in identity.oidc_flows between the two legs, used once. Accounts are found by the provider's subject,
 * else by a verified email, else made; what the provider says never decides a role or a tier.
 */
export class GoogleSignIn {
  readonly #redirectUri: string;
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly config: GoogleSignInConfig,
    private readonly deps: GoogleSignInDeps,
  ) {
    this.#redirectUri = `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  /** Discovered on first use rather than at start, so a provider outage does not stop the server starting. */
  #discover(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      const issuer = new URL(this.config.issuer);
      this.#configuration = oidc
        .discovery(
          issuer,
          this.config.clientId,
          { client_secret: this.config.clientSecret },
          oidc.ClientSecretBasic(this.config.clientSecret),
          isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        )
        .catch((error: unknown) => {
          // Not cached: the next sign-in tries again instead of failing until a restart.
          this.#configuration = null;
          this.deps.logger.warn({ err: error, issuer: this.config.issuer }, 'OpenID Connect discovery failed');
          throw unavailable();
        });
    }
    return this.#configuration;
  }

  /** Starts a sign-in: remembers the flow's secrets and gives the provider's URL to send the browser to. */
  async begin(returnTo: string | null | undefined, client: { ip: string }): Promise<{ url: string; state: string }> {
    await this.deps.limiter.hit(`google-start:ip:${client.ip}`, startLimitPerIp);
    const configuration = await this.#discover();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const expiresAt = new Date(this.deps.clock().getTime() + FLOW_LIFETIME_MS);
    await sql`
      INSERT INTO identity.oidc_flows (state, nonce, code_verifier, return_to, expires_at)
      VALUES (${state}, ${nonce}, ${codeVerifier}, ${safeReturnTo(returnTo)}, ${expiresAt})
    `.execute(this.deps.database.db);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.#redirectUri,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state };
  }

  /**
   * Finishes a sign-in from the provider's redirect. `boundState` is the state the browser was given when it began
   * (a cookie): without it, someone could send a victim the callback of their own sign-in and sign the victim into
   * the attacker's account.
   */
  async complete(callbackUrl: URL | string, client: { userAgent: string | null; boundState: string | null }): Promise<GoogleSignedIn> {
    const search = new URL(callbackUrl, this.#redirectUri).searchParams;
    const state = search.get('state');
    if (!state || client.boundState !== state) throw expired();
    const flow = await this.#takeFlow(state);
    if (!flow) throw expired();

    const configuration = await this.#discover();
    // The redirect URI sent to the token endpoint must be the registered one, whatever proxies did to the request URL.
    const current = new URL(this.#redirectUri);
    current.search = search.toString();
    let claims: oidc.IDToken;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.code_verifier,
      });
      claims = tokens.claims()!;
    } catch (error) {
      throw this.#refusal(error);
    }

    const email = typeof claims.email === 'string' ? claims.email : null;
    if (!email || claims.email_verified !== true) {
      throw new GoogleSignInError('email_not_verified', 403, 'Email not verified', 'Google did not confirm this email address');
    }
    const issuer = configuration.serverMetadata().issuer;
    const found = (await this.deps.accounts.findByExternalIdentity(issuer, claims.sub)) ?? (await this.deps.accounts.findByEmail(email));
    // Role and tier are ours alone: whatever else the provider (or a client in front of it) claims is not read.
    const registered = found
      ? { userId: found, created: false }
      : await this.deps.accounts.register({ email, displayName: displayNameOf(claims, email), role: 'creator', tier: 'free' });
    const userId = await this.deps.accounts.linkExternalIdentity(registered.userId, issuer, claims.sub);
    const { session, cookie } = await this.deps.sessions.create(userId, 'google', client.userAgent);
    await this.deps.accounts.execute(userId, { type: 'RecordSignIn', sessionId: session.sessionId, method: 'google' });
    return { userId, sessionId: session.sessionId, cookie, returnTo: safeReturnTo(flow.return_to), newAccount: registered.created };
  }

  /** Deleting as it reads makes every flow single-use, even with two callbacks racing. */
  async #takeFlow(state: string): Promise<FlowRow | null> {
    const { rows } = await sql<FlowRow>`
      DELETE FROM identity.oidc_flows WHERE state = ${state} RETURNING state, nonce, code_verifier, return_to, expires_at
    `.execute(this.deps.database.db);
    const flow = rows[0];
    return flow && flow.expires_at > this.deps.clock() ? flow : null;
  }

  #refusal(error: unknown): GoogleSignInError {
    if (error instanceof GoogleSignInError) return error;
    const reason = {
      errorName: error instanceof Error ? error.name : typeof error,
      errorCode: error instanceof oidc.ClientError ? error.code : error instanceof oidc.ResponseBodyError ? error.error : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
    if (isProviderUnavailable(error)) {
      this.deps.logger.warn(reason, 'Google sign-in could not reach the provider');
      return unavailable();
    }
    this.deps.logger.warn(reason, 'Google sign-in refused');
    if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') {
      return new GoogleSignInError('google_cancelled', 400, 'Sign-in cancelled', 'Sign-in with Google was cancelled');
    }
    return new GoogleSignInError('google_refused', 400, 'Sign-in refused', 'Google sign-in could not be completed; try again');
  }
}

/** The provider's name when it gives a usable one, else the email's local part; the event allows 80 characters. */
function displayNameOf(claims: oidc.IDToken, email: string): string {
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return (name || email.split('@')[0] || email).slice(0, 80);
}
