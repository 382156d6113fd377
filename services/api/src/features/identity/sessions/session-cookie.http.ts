import type { Request, Response } from 'express';
import { cookieIn } from '../../../http/cookies.js';
import { SESSION_LIFETIME_MS } from './sessions.service.js';

export const SESSION_COOKIE = 'pathwise_session';

/** The cookie's attributes: httpOnly (no script reads it), SameSite=Lax, Secure unless configured off for plain HTTP. */
export function setSessionCookie(response: Response, value: string, secure: boolean): void {
  response.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_LIFETIME_MS,
  });
}

export function clearSessionCookie(response: Response, secure: boolean): void {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}

/** The session cookie of a request, or null. */
export function sessionCookieOf(request: Request): string | null {
  return sessionCookieIn(request.get('cookie'));
}

/**
 * The session cookie in a Cookie header, from an HTTP request or a socket handshake. A value that does not decode
 * was not set by us, so it counts as no session, as a stale one does: the caller goes on anonymous.
 */
export function sessionCookieIn(header: string | undefined): string | null {
  return cookieIn(header, SESSION_COOKIE);
}
