import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { signInByEmail } from '../../../testing/sign-in-by-email.js';
import { TEST_AUTH_SECRET, TestClock } from '../../../testing/test-server.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../access-tokens.service.js';
import { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from './sessions.service.js';

describe.each(testDatabaseKinds)('sessions on %s', (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, {}, { clock });
  const url = () => used.server.url;
  const signIn = () => signInByEmail(url(), `session-${randomUUID().slice(0, 8)}@example.com`);
  const me = (headers: Record<string, string>, token?: string) => getJson(`${url()}/api/me`, token, headers);
  const patchProfile = (headers: Record<string, string>) =>
    fetch(`${url()}/api/me/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ display_name: 'Renamed' }),
    });

  it('rotates the cookie secret after a while in use, honouring the old one for a short grace', async () => {
    const { cookie } = await signIn();
    clock.advance(ROTATE_AFTER_MS + 1);
    const rotating = await me({ cookie });
    expect(rotating.status).toBe(200);
    const rotated = rotating.headers.get('set-cookie')!.split(';')[0]!;
    expect(rotated).not.toBe(cookie);
    expect((await me({ cookie: rotated })).status).toBe(200);
    expect((await me({ cookie })).status).toBe(200);
  });

  it('ends the session when an old cookie comes back after the grace: someone replays it', async () => {
    const { cookie } = await signIn();
    clock.advance(ROTATE_AFTER_MS + 1);
    const rotated = (await me({ cookie })).headers.get('set-cookie')!.split(';')[0]!;
    clock.advance(ROTATION_GRACE_MS + 1);

    const replayed = await me({ cookie });
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get('set-cookie')).toMatch(/pathwise_session=;/);
    expect((await me({ cookie: rotated })).status).toBe(401);
  });

  it('signs out: the cookie and every bearer token of the session stop working', async () => {
    const { cookie, session } = await signIn();
    const logout = await fetch(`${url()}/api/auth/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': session.csrf_token } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/pathwise_session=;/);
    expect((await me({ cookie })).status).toBe(401);
    const byToken = await me({}, session.access_token);
    expect(byToken.status).toBe(401);
    expect(byToken.body!.detail).toBe('The session behind this token has ended; sign in again');
    const events = (await used.server.platform.store.readStream(`account-${session.user.uid}`)).events.map((event) => event.type);
    expect(events.at(-1)).toBe('SignedOut');
  });

  it('requires the CSRF token for writes on the cookie, and not for writes with a bearer token', async () => {
    const { cookie, session } = await signIn();
    const withoutToken = await patchProfile({ cookie });
    expect(withoutToken.status).toBe(403);
    expect(((await withoutToken.json()) as { title: string }).title).toBe('CSRF token missing or wrong');
    expect((await patchProfile({ cookie, 'x-csrf-token': 'forged' })).status).toBe(403);
    expect((await patchProfile({ cookie, 'x-csrf-token': session.csrf_token })).status).toBe(200);
    expect((await patchProfile({ authorization: `Bearer ${session.access_token}` })).status).toBe(200);
  });

  it('refuses a cookie write coming from another site', async () => {
    const { cookie, session } = await signIn();
    const crossSite = await patchProfile({ cookie, 'x-csrf-token': session.csrf_token, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { title: string }).title).toBe('Cross-site request refused');
  });

  it('treats a tampered cookie as no cookie: anonymous, and cleared', async () => {
    const { cookie } = await signIn();
    const tampered = `${cookie.slice(0, -3)}${cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const response = await me({ cookie: tampered });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/pathwise_session=;/);
    const publicPage = await getJson(`${url()}/api/platform/overview`, undefined, { cookie: tampered });
    expect(publicPage.status).toBe(200);
  });

  it('refuses forged, expired and foreign bearer tokens', async () => {
    const { session } = await signIn();
    const [header, payload] = session.access_token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: randomUUID() })).toString('base64url');
    expect((await me({}, `${header}.${forgedPayload}.${session.access_token.split('.')[2]}`)).status).toBe(401);

    const foreign = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uid)
      .setIssuer('pathwise')
      .setAudience('pathwise-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-to-sign'));
    expect((await me({}, foreign)).status).toBe(401);
    const unknownSession = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.uid)
      .setIssuer('pathwise')
      .setAudience('pathwise-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    expect((await me({}, unknownSession)).status).toBe(401);

    clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await me({}, session.access_token)).status).toBe(401);
    expect((await me({ authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(401);
  });

  it('issues a fresh bearer token for a cookie session', async () => {
    const { cookie, session } = await signIn();
    const fresh = await postJson(`${url()}/api/auth/token`, {}, undefined, { cookie, 'x-csrf-token': session.csrf_token });
    expect(fresh.status).toBe(200);
    expect((await me({}, fresh.body!.access_token as string)).body!.uid).toBe(session.user.uid);
  });
});
