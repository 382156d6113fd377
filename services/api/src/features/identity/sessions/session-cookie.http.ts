import type { Request, Response } from 'express';
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

/** Reads the session cookie without a cookie-parsing dependency: one name, one value. */
export function sessionCookieOf(request: Request): string | null {
  return sessionCookieIn(request.get('cookie'));
}

/**
 * The session cookie in a Cookie header, from an HTTP request or a socket handshake. A value that does not decode
 * was not set by us, so it counts as no session, as a stale one does: the caller goes on anonymous.
 */
export function sessionCookieIn(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === SESSION_COOKIE) return decodedOrNull(part.slice(separator + 1).trim());
  }
  return null;
}

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
