import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MeResponse } from '@pathwise/contracts';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { sql } from 'kysely';
import Provider, { type JWK } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../../../testing/sign-in-by-email.js';
import { startTestServer, TestClock, type TestServer } from '../../../testing/test-server.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { SESSION_COOKIE } from '../sessions/session-cookie.http.js';
import { safeReturnTo, startLimitPerIp } from './google-sign-in.service.js';

const CLIENT_ID = 'pathwise-test-client';
const CLIENT_SECRET = 'pathwise-test-client-secret-that-is-long';
const FLOW_COOKIE = 'pathwise_oidc_state';

/** A port nothing listens on now; Pathwise takes it, since the provider must know the redirect URI before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface ProviderUser {
  readonly email: string;
  readonly email_verified: boolean;
  readonly name?: string;
  /** What a hostile or confused provider might add; Pathwise must not read it. */
  readonly tier?: string;
}

/** A real OpenID provider on loopback whose login and consent screens answer by themselves, as the test says. */
interface TestProvider {
  readonly issuer: string;
  readonly users: Map<string, ProviderUser>;
  /** Who signs in at the next login screen; `deny` answers as a person pressing Cancel. */
  next: { readonly subject: string } | 'deny';
  /** The claims the provider handed out, and for what: proof of what the ID token carried. */
  readonly claimsGiven: { use: string; claims: Record<string, unknown> }[];
  close(): Promise<void>;
}

async function startProvider(redirectUri: string): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const users = new Map<string, ProviderUser>();
  const claimsGiven: TestProvider['claimsGiven'] = [];
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const handle: TestProvider = { issuer, users, next: 'deny', claimsGiven, close: async () => undefined };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test', alg: 'RS256', use: 'sig' } as JWK] },
    cookies: { keys: ['provider-cookie-key-for-tests-only'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'tier'] },
    // Google puts the email in the ID token of a code flow; a conforming provider would keep it for userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: () => false,
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: (use) => {
          const claims = { sub, ...user };
          claimsGiven.push({ use, claims });
          return claims;
        },
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  });

  async function interact(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const next = handle.next;
    if (next === 'deny') {
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user said no' });
      return;
    }
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(request, response, { login: { accountId: next.subject } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  const callback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/interaction/')) return void callback(request, response);
    interact(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  return Object.assign(handle, {
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly contentType: string | null;
  readonly setCookies: string[];
  readonly body: string;
}

/** A browser as far as the flow cares: follows nothing by itself and keeps one tiny cookie jar per origin. */
class TestBrowser {
  readonly #jars = new Map<string, Map<string, string>>();

  jar(origin: string): Map<string, string> {
    const jar = this.#jars.get(origin) ?? new Map<string, string>();
    this.#jars.set(origin, jar);
    return jar;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
    const target = new URL(url);
    const jar = this.jar(target.origin);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(target, {
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...(cookie ? { cookie } : {}), ...headers },
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const gone = value === '' || attributes.some((attribute) => /^\s*(expires=.*1970|max-age=0\b)/i.test(attribute));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location === null ? null : new URL(location, target).href,
      contentType: response.headers.get('content-type'),
      setCookies,
      body: await response.text(),
    };
  }
}

describe.each(testDatabaseKinds)('Google sign-in against a real OpenID provider on %s', (kind) => {
  const clock = new TestClock();
  let provider: TestProvider;
  let server: TestServer;
  let url: string;
  const callbackPrefix = () => `${url}/api/auth/google/callback`;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    provider = await startProvider(`${url}/api/auth/google/callback`);
    server = await startTestServer(
      kind,
      {
        PORT: String(port),
        PUBLIC_URL: url,
        GOOGLE_OIDC_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        COOKIE_SECURE: 'false',
      },
      { clock },
    );
    expect(server.url).toBe(url);
  });

  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const newUser = (user: Partial<ProviderUser> = {}) => {
    const subject = `google-${randomUUID()}`;
    provider.users.set(subject, { email: `${subject}@example.com`, email_verified: true, ...user });
    return { subject, ...provider.users.get(subject)! };
  };

  /** Starts at Pathwise and goes through the provider's screens, stopping where the browser would come back. */
  async function untilCallback(browser: TestBrowser, next: TestProvider['next'], returnTo?: string) {
    provider.next = next;
    const start = await browser.get(`${url}/api/auth/google/start${returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`}`);
    expect(start.status).toBe(302);
    expect(start.location).toMatch(new RegExp(`^${provider.issuer}/`));
    const authorization = new URL(start.location!);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    const state = authorization.searchParams.get('state')!;
    let location = start.location!;
    for (let hop = 0; location.startsWith(provider.issuer); hop++) {
      if (hop > 10) throw new Error(`The provider kept redirecting; last at ${location}`);
      const answer = await browser.get(location);
      if (answer.status < 300 || answer.status >= 400) throw new Error(`The provider answered ${answer.status}: ${answer.body}`);
      location = answer.location!;
    }
    expect(location.startsWith(`${callbackPrefix()}?`)).toBe(true);
    return { callback: location, state };
  }

  async function signIn(browser: TestBrowser, subject: string, returnTo?: string) {
    const { callback } = await untilCallback(browser, { subject }, returnTo);
    return browser.get(callback);
  }

  const sessionCookieOf = (browser: TestBrowser) => browser.jar(url).get(SESSION_COOKIE);
  const setsSession = (answer: Answer) => answer.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !/1970/.test(line));

  async function me(cookie: string | undefined): Promise<{ status: number; body: MeResponse }> {
    const response = await fetch(`${url}/api/me`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });
    return { status: response.status, body: (await response.json()) as MeResponse };
  }

  const eventsOf = async (userId: string) => (await server.platform.store.readStream(`account-${userId}`)).events;
  const flowCount = async (state: string) =>
    (await sql<{ count: number }>`SELECT count(*)::int AS count FROM identity.oidc_flows WHERE state = ${state}`.execute(server.platform.database.db))
      .rows[0]!.count;

  it('says Google is offered', async () => {
    expect(await (await fetch(`${url}/api/auth/providers`)).json()).toEqual({ google: true });
  });

  it('signs a new Google user up as a free creator, whatever the provider claims, and lands on the return path', async () => {
    const user = newUser({ name: 'Grace Hopper', tier: 'pro_plus' });
    const browser = new TestBrowser();
    const { callback, state } = await untilCallback(browser, { subject: user.subject }, '/courses/42?tab=lessons');
    expect(browser.jar(url).get(FLOW_COOKIE)).toBe(state);
    expect(await flowCount(state)).toBe(1);

    const answer = await browser.get(callback);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${url}/courses/42?tab=lessons`);
    expect(sessionCookieOf(browser)).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(browser.jar(url).has(FLOW_COOKIE)).toBe(false);
    expect(await flowCount(state)).toBe(0);
    // The ID token really carried the provider's tier claim; the account below shows it was not read.
    expect(provider.claimsGiven.some(({ use, claims }) => use === 'id_token' && claims.sub === user.subject && claims.tier === 'pro_plus')).toBe(true);

    const { status, body } = await me(sessionCookieOf(browser));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: user.email,
      role: 'creator',
      subscription_tier: 'free',
      profile: { display_name: 'Grace Hopper' },
    });
    const events = await eventsOf(body.uid);
    expect(events.find((event) => event.type === 'AccountRegistered')?.data).toMatchObject({ role: 'creator', subscriptionTier: 'free' });
    expect(events.filter((event) => event.type === 'SignedIn').map((event) => event.data)).toEqual([
      expect.objectContaining({ userId: body.uid, method: 'google' }),
    ]);
    expect(events.filter((event) => event.type === 'ExternalIdentityLinked').map((event) => event.data)).toEqual([
      { userId: body.uid, issuer: provider.issuer, subject: user.subject },
    ]);
    expect(await server.platform.identity.accounts.findByExternalIdentity(provider.issuer, user.subject)).toBe(body.uid);
  });

  it('names a user without a name after their email, and lands on the home page without a return path', async () => {
    const user = newUser();
    const browser = new TestBrowser();
    const answer = await signIn(browser, user.subject);
    expect(answer.location).toBe(`${url}/`);
    expect((await me(sessionCookieOf(browser))).body.profile.display_name).toBe(user.email.split('@')[0]);
  });

  it('links an email-code account with the same verified email instead of making a second one, and only once', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    const { session } = await signInByEmail(url, email, 'Ada');
    const userId = session.user.uid;
    // Providers may spell the address with capitals; it is the same mailbox.
    const user = newUser({ email: email.toUpperCase(), name: 'Ada from Google' });

    const first = new TestBrowser();
    expect((await signIn(first, user.subject)).status).toBe(302);
    expect((await me(sessionCookieOf(first))).body).toMatchObject({ uid: userId, profile: { display_name: 'Ada' } });

    const second = new TestBrowser();
    expect((await signIn(second, user.subject)).status).toBe(302);
    expect((await me(sessionCookieOf(second))).body.uid).toBe(userId);

    const events = await eventsOf(userId);
    expect(events.filter((event) => event.type === 'AccountRegistered')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'ExternalIdentityLinked')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'SignedIn').map((event) => (event.data as { method: string }).method)).toEqual([
      'email_code',
      'google',
      'google',
    ]);
  });

  it('refuses an email the provider has not verified, registering nothing', async () => {
    const user = newUser({ email_verified: false });
    const browser = new TestBrowser();
    const answer = await signIn(browser, user.subject);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${url}/login?error=email_not_verified`);
    expect(setsSession(answer)).toBe(false);
    expect(await server.platform.identity.accounts.findByEmail(user.email)).toBeNull();
    expect(await server.platform.identity.accounts.findByExternalIdentity(provider.issuer, user.subject)).toBeNull();

    // An API client asking for JSON gets the problem itself.
    const { callback } = await untilCallback(browser, { subject: user.subject });
    const api = await browser.get(callback, { accept: 'application/json' });
    expect(api.status).toBe(403);
    expect(api.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(api.body)).toMatchObject({ status: 403, detail: 'Google did not confirm this email address' });
    expect(await server.platform.identity.accounts.findByEmail(user.email)).toBeNull();
  });

  it('refuses a tampered state and a replayed callback, with no session', async () => {
    const user = newUser();
    const browser = new TestBrowser();
    const { callback } = await untilCallback(browser, { subject: user.subject });
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'an-attacker-chose-this');
    const refused = await browser.get(tampered.href);
    expect(refused.location).toBe(`${url}/login?error=sign_in_expired`);
    expect(setsSession(refused)).toBe(false);

    const replayed = new TestBrowser();
    const { callback: used, state } = await untilCallback(replayed, { subject: user.subject });
    const flowCookie = replayed.jar(url).get(FLOW_COOKIE)!;
    const first = await replayed.get(used);
    expect(first.location).toBe(`${url}/`);
    // Even someone holding both the callback URL and the flow cookie cannot use the flow again.
    const again = await replayed.get(used, { cookie: `${FLOW_COOKIE}=${flowCookie}` });
    expect(again.location).toBe(`${url}/login?error=sign_in_expired`);
    expect(setsSession(again)).toBe(false);
    expect(await flowCount(state)).toBe(0);
    const api = await new TestBrowser().get(used, { accept: 'application/json', cookie: `${FLOW_COOKIE}=${flowCookie}` });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ detail: 'Sign-in expired or was not started here; try again' });
  });

  it('refuses a callback in a browser that did not begin the flow (login CSRF)', async () => {
    const attacker = newUser();
    const { callback } = await untilCallback(new TestBrowser(), { subject: attacker.subject });
    const victim = new TestBrowser();
    const answer = await victim.get(callback);
    expect(answer.location).toBe(`${url}/login?error=sign_in_expired`);
    expect(setsSession(answer)).toBe(false);
    expect(sessionCookieOf(victim)).toBeUndefined();
  });

  it('refuses a flow older than ten minutes', async () => {
    const user = newUser();
    const browser = new TestBrowser();
    const { callback } = await untilCallback(browser, { subject: user.subject });
    clock.advance(11 * 60 * 1000);
    const answer = await browser.get(callback);
    expect(answer.location).toBe(`${url}/login?error=sign_in_expired`);
    expect(setsSession(answer)).toBe(false);
    expect(await server.platform.identity.accounts.findByEmail(user.email)).toBeNull();
  });

  it.each([
    ['a wrong nonce', sql`nonce = 'not-the-nonce-that-was-sent'`],
    ['a missing PKCE verifier', sql`code_verifier = ''`],
    ['a wrong PKCE verifier', sql`code_verifier = ${'x'.repeat(43)}`],
  ])('refuses %s, registering nothing', async (_case, change) => {
    const user = newUser();
    const browser = new TestBrowser();
    const { callback, state } = await untilCallback(browser, { subject: user.subject });
    const { numAffectedRows } = await sql`UPDATE identity.oidc_flows SET ${change} WHERE state = ${state}`.execute(server.platform.database.db);
    expect(numAffectedRows).toBe(1n);
    const answer = await browser.get(callback);
    expect(answer.location).toBe(`${url}/login?error=google_refused`);
    expect(setsSession(answer)).toBe(false);
    expect(await server.platform.identity.accounts.findByEmail(user.email)).toBeNull();
  });

  it('sends a person who cancels at the provider back to the login page', async () => {
    const browser = new TestBrowser();
    const { callback } = await untilCallback(browser, 'deny');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const answer = await browser.get(callback);
    expect(answer.location).toBe(`${url}/login?error=google_cancelled`);
    expect(setsSession(answer)).toBe(false);
  });

  it('never sends anyone off the site after signing in', async () => {
    for (const returnTo of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', `/${'a'.repeat(600)}`]) {
      const answer = await signIn(new TestBrowser(), newUser().subject, returnTo);
      expect(answer.location).toBe(`${url}/`);
    }
  });
});

describe('return paths', () => {
  it('keeps paths on this site and replaces anything else with the home page', () => {
    expect(safeReturnTo('/courses/1?tab=a#top')).toBe('/courses/1?tab=a#top');
    expect(safeReturnTo('/cours/été')).toBe('/cours/%C3%A9t%C3%A9');
    for (const unsafe of [undefined, null, '', 'courses', '//evil.example', '/\\evil.example', '/\tevil', '/x\r\nSet-Cookie: a=b', 'http://evil.example']) {
      expect(safeReturnTo(unsafe)).toBe('/');
    }
  });
});

describe('without Google configured', () => {
  const used = useTestServer('pglite');

  it('offers no Google sign-in', async () => {
    expect((await fetch(`${used.server.url}/api/auth/google/start?return_to=/x`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${used.server.url}/api/auth/google/callback?state=x&code=y`, { redirect: 'manual' })).status).toBe(404);
    expect(await (await fetch(`${used.server.url}/api/auth/providers`)).json()).toEqual({ google: false });
  });
});

describe('with the provider unreachable', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      PUBLIC_URL: 'http://127.0.0.1:1',
      GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      COOKIE_SECURE: 'false',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the browser to the login page and API clients a 502, then limits how often anyone may start', async () => {
    const start = () => fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual', headers: { accept: 'text/html' } });
    const browser = await start();
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/login?error=google_unavailable');
    expect(browser.headers.get('set-cookie')).toBeNull();
    const api = await fetch(`${server.url}/api/auth/google/start`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(502);
    expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);

    for (let started = 2; started < startLimitPerIp.limit; started++) await (await start()).arrayBuffer();
    const limited = await start();
    expect(limited.headers.get('location')).toBe('/login?error=too_many_attempts');
  });
});
