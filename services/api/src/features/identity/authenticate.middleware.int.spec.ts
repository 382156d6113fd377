import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { SignJWT, decodeJwt } from 'jose';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { getJson } from '../../testing/learning-requests.js';
import { TEST_AUTH_SECRET } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { SESSION_COOKIE } from './sessions/session-cookie.http.js';

/** Whether a socket with these options gets in: an anonymous visitor does, a refused credential does not. */
function socketConnects(url: string, options: { token?: string; cookie?: string }): Promise<boolean> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
  });
  return new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  }).finally(() => socket.close());
}

describe.each(testDatabaseKinds)('identifying the caller on %s', (kind) => {
  const used = useTestServer(kind);
  const now = () => Math.floor(Date.now() / 1000);

  /** A token for a real session, signed with the server's own secret, with the claims a test chooses. */
  async function tokenSignedLike(claims: { iat?: number; exp?: number }): Promise<string> {
    const { userId, token } = await used.learner();
    const { sid } = decodeJwt(token);
    let jwt = new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer('pathwise').setAudience('pathwise-api');
    if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(new TextEncoder().encode(TEST_AUTH_SECRET));
  }

  it('takes a well-formed token of a live session (the forgeries below differ from it only in their claims)', async () => {
    const token = await tokenSignedLike({ iat: now(), exp: now() + 600 });
    expect((await getJson(`${used.server.url}/api/me`, token)).status).toBe(200);
  });

  it('refuses a token without an expiry, over HTTP and on a socket', async () => {
    const token = await tokenSignedLike({ iat: now() });
    const response = await getJson(`${used.server.url}/api/me`, token);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ title: 'Authentication required', detail: 'The access token is invalid or has expired; sign in again' });
    expect(await socketConnects(used.server.url, { token })).toBe(false);
  });

  it('refuses a token issued in the future, over HTTP and on a socket', async () => {
    const token = await tokenSignedLike({ iat: now() + 3_600, exp: now() + 4_200 });
    expect((await getJson(`${used.server.url}/api/me`, token)).status).toBe(401);
    expect(await socketConnects(used.server.url, { token })).toBe(false);
  });

  it('treats a session cookie that does not decode as no session, over HTTP and on a socket', async () => {
    const cookie = `${SESSION_COOKIE}=%`;
    const courses = await getJson(`${used.server.url}/api/courses`, undefined, { cookie });
    expect(courses.status).toBe(200);
    const session = await getJson(`${used.server.url}/api/auth/session`, undefined, { cookie });
    expect(session).toMatchObject({ status: 200, body: { user: null, csrf_token: null } });
    expect((await getJson(`${used.server.url}/api/me`, undefined, { cookie: `${SESSION_COOKIE}=%E0%A4%A; other=${randomUUID()}` })).status).toBe(401);
    expect(await socketConnects(used.server.url, { cookie })).toBe(true);
  });
});
