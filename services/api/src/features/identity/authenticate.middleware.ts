import type { RequestHandler } from 'express';
import { HttpError } from '../../http/http-errors.js';
import { requestContextOf } from '../../http/request-context.js';
import type { AccessTokens } from './access-tokens.service.js';
import type { ActorResolver } from './actor-resolver.service.js';
import type { CsrfTokens } from './sessions/csrf-tokens.service.js';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from './sessions/session-cookie.http.js';
import type { Sessions } from './sessions/sessions.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AuthenticationDeps {
  readonly tokens: AccessTokens;
  readonly sessions: Sessions;
  readonly actors: ActorResolver;
  readonly csrf: CsrfTokens;
  readonly secureCookies: boolean;
}

function refuse(detail: string): never {
  throw new HttpError(401, 'Authentication required', detail);
}

/**
 * Identifies the caller. A bearer token must verify and its session be active, or the request is refused. Without
 * one, the session cookie is tried: a stale cookie is cleared and the request goes on anonymous (a public page must
 * not fail because of it), and a write on a cookie must carry the session's CSRF token and come from this origin.
 */
export function authenticate(deps: AuthenticationDeps): RequestHandler {
  return async (request, response, next) => {
    const context = requestContextOf(request);
    const header = request.get('authorization');
    if (header) {
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
      if (!match) refuse('The Authorization header must be "Bearer <token>"');
      const subject = await deps.tokens.verify(match[1]!).catch(() => null);
      if (!subject) refuse('The access token is invalid or has expired; sign in again');
      context.actor = await deps.actors.resolve(subject.userId, subject.sessionId, 'bearer');
      if (!context.actor) refuse('The session behind this token has ended; sign in again');
      return next();
    }

    const cookie = sessionCookieOf(request);
    if (!cookie) return next();
    const check = await deps.sessions.checkCookie(cookie);
    const actor = check.valid ? await deps.actors.resolve(check.session.userId, check.session.sessionId, 'cookie') : null;
    if (!check.valid || !actor) {
      clearSessionCookie(response, deps.secureCookies);
      return next();
    }
    if (check.rotatedCookie) setSessionCookie(response, check.rotatedCookie, deps.secureCookies);
    if (!SAFE_METHODS.has(request.method)) {
      const origin = request.get('origin');
      if (origin && origin !== `${request.protocol}://${request.get('host')}`) {
        throw new HttpError(403, 'Cross-site request refused', `Writes with the session cookie must come from this site, not ${origin}`);
      }
      if (!deps.csrf.matches(actor.sessionId, request.get('x-csrf-token'))) {
        throw new HttpError(403, 'CSRF token missing or wrong', 'Send the csrf_token of your session as the X-CSRF-Token header');
      }
    }
    context.actor = actor;
    next();
  };
}
