import { createHash, randomUUID } from 'node:crypto';
import { streamId } from '@pathwise/event-schemas';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { codeFromOutbox, signInByEmail } from '../../../testing/sign-in-by-email.js';
import { TestClock } from '../../../testing/test-server.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { CODE_LIFETIME_SECONDS, MAX_WRONG_TRIES, signInLimits } from './email-sign-in.service.js';

describe.each(testDatabaseKinds)('sign-in with an emailed code on %s', (kind) => {
  const clock = new TestClock();
  // As behind a proxy on this machine, so that each test can speak for a client address of its own.
  const used = useTestServer(kind, { TRUST_PROXY: 'loopback' }, { clock });
  const url = () => used.server.url;
  const email = () => `learner-${randomUUID().slice(0, 8)}@example.com`;
  const start = (address: string, headers: Record<string, string> = {}) =>
    postJson(`${url()}/api/auth/email/start`, { email: address }, undefined, headers);
  const verify = (address: string, code: string, headers: Record<string, string> = {}) =>
    postJson(`${url()}/api/auth/email/verify`, { email: address, code }, undefined, headers);
  /** A client address of its own, as a trusted proxy reports it, so a test spends no other test's budget. */
  const client = (last: number) => ({ 'x-forwarded-for': `198.51.100.${last}` });
  const sessionCount = async (userId?: string) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM identity.sessions WHERE ${userId === undefined ? sql`true` : sql`user_id = ${userId}`}
    `.execute(used.server.platform.database.db);
    return rows[0]!.n;
  };
  /** A refused code check: problem+json, no cookie set, nothing signed in. */
  const expectNoSignIn = (response: Awaited<ReturnType<typeof verify>>, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.body).not.toHaveProperty('access_token');
  };
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** The failed code checks recorded for an address, account or not. */
  const rejectedChecks = async (address: string) => {
    const stream = streamId('signin', used.server.platform.identity.accounts.emailKey(address));
    return (await used.server.platform.store.readStream(stream)).events.map((event) => (event.type === 'SignInCodeRejected' ? event.data.reason : event.type));
  };
  const accountEvents = async (userId: string) =>
    (await used.server.platform.store.readStream(streamId('account', userId))).events.map((event) => event.type);

  it('answers the same whether or not the address has an account', async () => {
    const existing = email();
    await signInByEmail(url(), existing);
    const forExisting = await start(existing);
    const forUnknown = await start(email());
    expect(forExisting.status).toBe(202);
    expect(forUnknown).toEqual({ ...forExisting, headers: forUnknown.headers });
    expect(forUnknown.body).toEqual({ status: 'code_sent', expires_in_seconds: CODE_LIFETIME_SECONDS });
  });

  it('creates the account on first sign-in: creator, free, 100 credits, an httpOnly cookie and a bearer token', async () => {
    const address = email();
    const { session, cookie } = await signInByEmail(url(), address, 'Grace');

    expect(session.new_account).toBe(true);
    expect(session.user).toMatchObject({
      email: address,
      profile: { display_name: 'Grace', profile_picture_url: null },
      role: 'creator',
      subscription_tier: 'free',
      ai_credits: { balance: 100 },
      settings: { preferred_language: 'en', receive_email_notifications: true },
    });
    expect(session.user.last_login).not.toBeNull();
    expect(cookie).toMatch(/^pathwise_session=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const me = await getJson(`${url()}/api/me`, undefined, { cookie });
    expect(me.body).toEqual(session.user);
    const byToken = await getJson(`${url()}/api/me`, session.access_token);
    expect(byToken.body!.uid).toBe(session.user.uid);
    expect(await accountEvents(session.user.uid)).toEqual(['AccountRegistered', 'SignedIn']);
  });

  it('sets the session cookie httpOnly, Secure and SameSite=Lax', async () => {
    const address = email();
    await start(address);
    const response = await fetch(`${url()}/api/auth/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, code: await codeFromOutbox(url(), address) }),
    });
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('signs an existing account in again with a new code, same account', async () => {
    const address = email();
    const first = await signInByEmail(url(), address);
    const second = await signInByEmail(url(), address);
    expect(second.session.new_account).toBe(false);
    expect(second.session.user.uid).toBe(first.session.user.uid);
  });

  it('keeps only a keyed hash of the code: neither the code, nor its plain digest, nor the address', async () => {
    const address = email();
    await start(address);
    const code = await codeFromOutbox(url(), address);
    const emailKey = used.server.platform.identity.accounts.emailKey(address);
    const { rows } = await sql<{ challenge_id: string; code_hash: Uint8Array }>`
      SELECT challenge_id, code_hash FROM identity.sign_in_challenges WHERE email_key = ${emailKey} AND closed_at IS NULL
    `.execute(used.server.platform.database.db);
    expect(rows).toHaveLength(1);
    const stored = Buffer.from(rows[0]!.code_hash);
    const sha256 = (text: string) => createHash('sha256').update(text).digest();
    expect(stored).toHaveLength(32);
    expect(stored.includes(Buffer.from(code))).toBe(false);
    expect(stored.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    // An unkeyed digest of a six-digit code is reversed by trying all million codes.
    expect(stored.equals(sha256(code))).toBe(false);
    expect(stored.equals(sha256(`${rows[0]!.challenge_id}:${code}`))).toBe(false);
    const { rows: all } = await sql<Record<string, unknown>>`SELECT * FROM identity.sign_in_challenges`.execute(used.server.platform.database.db);
    const everything = JSON.stringify(all, (_, value) => (value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value));
    expect(everything).not.toContain(address);
  });

  it('refuses a wrong code naming the field and counting down, then ends the code after five', async () => {
    const address = email();
    const { session } = await signInByEmail(url(), address);
    await start(address);
    const code = await codeFromOutbox(url(), address);

    const first = await verify(address, wrongCodeFor(code));
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ errors: [{ pointer: '#/body/code', detail: `That code is not right; ${MAX_WRONG_TRIES - 1} tries left.` }] });
    for (let attempt = 2; attempt <= MAX_WRONG_TRIES; attempt++) await verify(address, wrongCodeFor(code));

    const right = await verify(address, code);
    expect(right.status).toBe(400);
    expect(right.body!.detail).toBe('There is no code waiting for this address; ask for a new one.');
    expect(right.headers.get('set-cookie')).toBeNull();
    expect(await rejectedChecks(address)).toEqual([...Array<string>(MAX_WRONG_TRIES - 1).fill('wrong_code'), 'too_many_attempts']);
    expect(await accountEvents(session.user.uid)).toEqual(['AccountRegistered', 'SignedIn']);
  });

  it('does the same work for a wrong code whether or not the address has an account, and answers the same', async () => {
    const existing = email();
    const { session } = await signInByEmail(url(), existing);
    const unknown = email();
    await start(existing, client(30));
    await start(unknown, client(30));
    const accountBefore = await accountEvents(session.user.uid);

    const forExisting = await verify(existing, wrongCodeFor(await codeFromOutbox(url(), existing)), client(30));
    const forUnknown = await verify(unknown, wrongCodeFor(await codeFromOutbox(url(), unknown)), client(30));

    expect(forExisting.status).toBe(400);
    const withoutTrace = (body: Record<string, unknown> | null) => ({ ...body, traceId: undefined });
    expect(withoutTrace(forUnknown.body)).toEqual(withoutTrace(forExisting.body));
    expect(await rejectedChecks(existing)).toEqual(['wrong_code']);
    expect(await rejectedChecks(unknown)).toEqual(['wrong_code']);
    expect(await accountEvents(session.user.uid)).toEqual(accountBefore);
  });

  it('refuses an expired code without setting a cookie, storing a session or creating the account', async () => {
    const address = email();
    await start(address);
    const code = await codeFromOutbox(url(), address);
    const sessionsBefore = await sessionCount();
    clock.advance((CODE_LIFETIME_SECONDS + 1) * 1000);

    const expired = await verify(address, code);

    expectNoSignIn(expired, 400);
    expect(expired.body).toMatchObject({ detail: 'This code has expired; ask for a new one.', errors: [{ pointer: '#/body/code' }] });
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await used.server.platform.identity.accounts.findByEmail(address)).toBeNull();
  });

  it('refuses a code used once already without a second cookie, session or sign-in', async () => {
    const address = email();
    await start(address);
    const code = await codeFromOutbox(url(), address);
    const first = await verify(address, code);
    expect(first.status).toBe(200);
    const userId = (first.body!.user as { uid: string }).uid;
    expect(await sessionCount(userId)).toBe(1);

    const replayed = await verify(address, code);

    expectNoSignIn(replayed, 400);
    expect(replayed.body!.detail).toBe('There is no code waiting for this address; ask for a new one.');
    expect(await sessionCount(userId)).toBe(1);
    expect((await accountEvents(userId)).filter((type) => type === 'SignedIn')).toHaveLength(1);
  });

  it('lets a newer code replace an older one', async () => {
    const address = email();
    await start(address);
    const older = await codeFromOutbox(url(), address);
    await start(address);
    const newer = await codeFromOutbox(url(), address);
    if (older !== newer) expect((await verify(address, older)).status).toBe(400);
    expect((await verify(address, newer)).status).toBe(200);
  });

  it('limits codes per address and per client address, answering 429 with Retry-After', async () => {
    const address = email();
    for (let sent = 0; sent < signInLimits.startPerEmail.limit; sent++) expect((await start(address)).status).toBe(202);
    const limited = await start(address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another client address, as a proxy in front would report it.
    const client = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
    for (let sent = 0; sent < signInLimits.startPerIp.limit; sent++) expect((await start(email(), client)).status).toBe(202);
    expect((await start(email(), client)).status).toBe(429);
  });

  it('limits code checks per address, refusing even the right code from anywhere until the window passes', async () => {
    const address = email();
    await start(address, client(10));
    const code = await codeFromOutbox(url(), address);
    for (let check = 0; check < signInLimits.verifyPerEmail.limit; check++) {
      expect((await verify(address, wrongCodeFor(code), client(10))).status).toBe(400);
    }
    await start(address, client(10));
    const fresh = await codeFromOutbox(url(), address);

    const limited = await verify(address, fresh, client(10));

    expectNoSignIn(limited, 429);
    expect(limited.body).toMatchObject({ status: 429, title: 'Too many requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expectNoSignIn(await verify(address, fresh, client(11)), 429);
    expect(await used.server.platform.identity.accounts.findByEmail(address)).toBeNull();

    clock.advance(signInLimits.verifyPerEmail.windowSeconds * 1000);
    await start(address, client(10));
    expect((await verify(address, await codeFromOutbox(url(), address), client(10))).status).toBe(200);
  });

  it('limits code checks per client address across addresses, without spending the code it refuses', async () => {
    for (let check = 0; check < signInLimits.verifyPerIp.limit; check++) {
      expect((await verify(email(), '000000', client(20))).status).toBe(400);
    }
    const address = email();
    await start(address, client(21));
    const code = await codeFromOutbox(url(), address);
    const sessionsBefore = await sessionCount();

    const limited = await verify(address, code, client(20));

    expectNoSignIn(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sessionCount()).toBe(sessionsBefore);
    // The limit is the client's: the same code still works from another client address.
    expect((await verify(address, code, client(21))).status).toBe(200);
  });

  describe('under concurrent requests', () => {
    /** Client addresses of their own (TEST-NET-1), one per request unless a test shares one. */
    const concurrentClient = (last: number) => ({ 'x-forwarded-for': `192.0.2.${last}` });
    const statusesOf = async (requests: Promise<{ status: number }>[]) => (await Promise.all(requests)).map((response) => response.status);
    const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

    it('sends exactly the per-address limit of codes when many ask for one address at once', async () => {
      const address = email();
      const statuses = await statusesOf(Array.from({ length: 30 }, (_, index) => start(address, concurrentClient(index + 1))));
      expect(count(statuses, 202)).toBe(signInLimits.startPerEmail.limit);
      expect(count(statuses, 429)).toBe(30 - signInLimits.startPerEmail.limit);
    });

    it('sends exactly the per-client limit of codes when one client asks for many addresses at once', async () => {
      const statuses = await statusesOf(Array.from({ length: 60 }, () => start(email(), concurrentClient(100))));
      expect(count(statuses, 202)).toBe(signInLimits.startPerIp.limit);
      expect(count(statuses, 429)).toBe(60 - signInLimits.startPerIp.limit);
    });

    it('lets exactly the per-address limit of code checks through when many check one address at once', async () => {
      const address = email();
      await start(address, concurrentClient(150));
      const wrong = wrongCodeFor(await codeFromOutbox(url(), address));
      const statuses = await statusesOf(Array.from({ length: 30 }, (_, index) => verify(address, wrong, concurrentClient(151 + index))));
      expect(30 - count(statuses, 429)).toBe(signInLimits.verifyPerEmail.limit);
    });
  });

  it('refuses malformed addresses and codes, storing nothing', async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM identity.sign_in_challenges`.execute(used.server.platform.database.db);
    const badEmail = await postJson(`${url()}/api/auth/email/start`, { email: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body!.errors).toEqual([{ pointer: '#/body/email', detail: 'Enter a valid email address' }]);
    const badCode = await verify(email(), '12ab56');
    expect(badCode.status).toBe(400);
    expect(badCode.body!.errors).toEqual([{ pointer: '#/body/code', detail: 'Enter the 6-digit code' }]);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM identity.sign_in_challenges`.execute(used.server.platform.database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('never writes a code, a token or a session cookie into a log line', async () => {
    // The tests above spent this client address's budget; start a fresh window.
    clock.advance(signInLimits.startPerIp.windowSeconds * 1000);
    const { session, cookie, code } = await signInByEmail(url(), email());
    await getJson(`${url()}/api/me`, session.access_token);
    const logs = JSON.stringify(used.server.logs);
    expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(logs).not.toContain(session.access_token);
    expect(logs).not.toContain(cookie.split('=')[1]!);
    expect(logs).toContain('mail kept in the development outbox');
  });
});
