import { randomUUID } from 'node:crypto';
import { accessPolicies, decideAccess } from '@pathwise/contracts';
import type { Role, SubscriptionTier } from '@pathwise/event-schemas';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../app/http-app.js';
import { SESSION_COOKIE } from '../features/identity/index.js';
import { operationsOf, walkOperation, type BaseRequest, type HostileRequest, type OpenApiOperation } from '../testing/hostile-requests.js';
import { settledHead } from '../testing/settled-head.js';
import { TEST_AUTH_SECRET } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import type { RouteDefinition } from './define-route.js';

interface Caller {
  readonly label: string;
  readonly user: { readonly role: Role; readonly tier: SubscriptionTier } | null;
}

/** A request to send, the headers it goes with, and the answer the sender is owed. */
interface Job {
  readonly label: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly owed: Owed;
  readonly request: Outgoing;
}

type Outgoing = HostileRequest & { readonly contentType?: string };

interface Sent {
  readonly status: number;
  readonly contentType: string;
  readonly pointers: readonly string[];
}

/** What a caller is owed: the refusal of who they are, or, when the route lets them in, a 400 naming the field. */
type Owed = 401 | 403 | 413 | 'named-400' | 'no-5xx';

const callers: readonly Caller[] = [
  { label: 'anonymous', user: null },
  { label: 'learner', user: { role: 'student', tier: 'free' } },
  { label: 'instructor', user: { role: 'instructor', tier: 'pro' } },
  // pro_plus, so that someone may use the plan-gated routes.
  { label: 'creator', user: { role: 'creator', tier: 'pro_plus' } },
  { label: 'admin', user: { role: 'admin', tier: 'free' } },
];

const bytesOf = (limit: string) => Number.parseInt(limit, 10) * ({ b: 1, kb: 1024, mb: 1024 * 1024 }[/[a-z]+$/.exec(limit)![0] as 'b' | 'kb' | 'mb']);

/**
 * Refused at the boundary (sign-in, role, plan) or let through to validation: what the route declares. Two refusals
 * come before the boundary, for every caller alike, because they are about the bytes rather than the resource: a body
 * over the limit (413) and a path that does not decode (400), which the router meets before it has chosen a route.
 */
function owedTo(caller: Caller, route: RouteDefinition, request: HostileRequest): Owed {
  if (request.oversized) return 413;
  if (request.undecodable) return 'named-400';
  if (route.access === 'user' && !caller.user) return 401;
  if (route.policy && caller.user && !decideAccess(accessPolicies[route.policy], caller.user).allowed) return 403;
  return request.malformed ? 'named-400' : 'no-5xx';
}

/**
 * The field itself, something inside it, or the object that holds it, but not merely "the body". A path that does
 * not decode is the exception: the router fails before it knows which parameter it was decoding.
 */
function names(pointers: readonly string[], request: HostileRequest): boolean {
  const { pointer } = request;
  const root = /^#\/[a-z]+/.exec(pointer)![0];
  const rootNames = request.undecodable === true;
  return pointers.some((named) => named === pointer || named.startsWith(`${pointer}/`) || ((named !== root || rootNames) && pointer.startsWith(`${named}/`)));
}

/** What was wrong with an answer, or null when it is what the caller is owed. */
function judge(owed: Owed, request: HostileRequest, sent: Sent): string | null {
  if (sent.status >= 500) return `${sent.status}`;
  if (sent.status >= 400 && !sent.contentType.startsWith('application/problem+json')) return `${sent.status} as ${sent.contentType || 'no content type'}`;
  const namesField = sent.status === 400 && names(sent.pointers, request);
  if (owed === 'no-5xx') return null;
  if (owed === 'named-400') {
    if (sent.status === 400 && !namesField) return `400 naming ${sent.pointers.join(', ') || 'no field'}`;
    return sent.status === 400 ? null : `${sent.status} instead of 400`;
  }
  // A check that runs before authentication may refuse the malformed field first; that tells a stranger nothing.
  if (sent.status === owed || (request.malformed && namesField)) return null;
  return `${sent.status} instead of ${owed}`;
}

async function send(url: string, method: string, request: Outgoing, headers: Readonly<Record<string, string>>): Promise<Sent> {
  const response = await fetch(`${url}${request.url}`, {
    method,
    headers: { ...headers, ...(request.body === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' }) },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const problem = contentType.includes('json') && text ? (JSON.parse(text) as { errors?: { pointer: string }[] }) : {};
  return { status: response.status, contentType, pointers: (problem.errors ?? []).map((error) => error.pointer) };
}

/** Runs the work with at most `limit` in flight. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

/** One of each kind of hostility: enough for a caller the route refuses before it looks at the fields. */
const onePerKind = <T extends HostileRequest>(requests: readonly T[]): T[] => [...new Map(requests.map((request) => [`${request.hostility}:${request.malformed}`, request])).values()];

describe('every operation of the OpenAPI document, called with hostile values only', () => {
  const used = useTestServer('pglite');

  it('answers every role with the refusal it is owed, never a 5xx, and never moves the log', async () => {
    const { url, platform } = used.server;
    const bodyLimitBytes = bytesOf(platform.config.bodyLimit);
    const routes = new Map(apiRoutes(platform).map((route) => [`${route.method.toUpperCase()} ${route.path}`, route]));
    const operations = operationsOf((await (await fetch(`${url}/api/openapi.json`)).json()) as Parameters<typeof operationsOf>[0]);
    const tokens = new Map<Caller, string>();
    for (const caller of callers) if (caller.user) tokens.set(caller, await used.server.tokenFor({ userId: randomUUID(), ...caller.user }));
    // A session of its own: were the token accepted, logging out with it must not end a caller's session.
    const withoutExpiry = await tokenWithoutExpiry(await used.server.tokenFor({ userId: randomUUID(), role: 'student', tier: 'free' }));

    const findings = new Map<string, string[]>();
    const found = (finding: string, where: string) => findings.set(finding, [...(findings.get(finding) ?? []), where]);
    const statuses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    let requests = 0;

    const started = Date.now();
    const before = await settledHead(platform);
    let head = before.lastPosition;
    for (const [index, operation] of operations.entries()) {
      const key = `${operation.method} ${operation.path}`;
      const route = routes.get(`${operation.method} ${operation.routePath}`);
      if (!route) {
        found('an operation the document lists but the server does not declare', key);
        continue;
      }
      const { base, requests: hostile } = walkOperation(operation, { bodyLimitBytes });
      const refused = refusedParts(base, route);
      if (refused.length > 0) found(`the walker's base request is not valid (${refused.join(', ')})`, key);
      const outgoing = hostile.map((request) => withRawBody(request, route));
      // Every field as one caller the route lets in (each such role in turn); one of each kind as everyone else.
      const allowed = callers.filter((caller) => owedTo(caller, route, { ...outgoing[0]!, oversized: false, undecodable: false, malformed: true }) === 'named-400');
      const walker = allowed[index % Math.max(allowed.length, 1)];
      const jobs: Job[] = callers.flatMap((caller) =>
        (caller === walker ? outgoing : onePerKind(outgoing)).map((request): Job => ({
          label: caller.label,
          headers: tokens.has(caller) ? { authorization: `Bearer ${tokens.get(caller)!}` } : {},
          owed: owedTo(caller, route, request),
          request,
        })),
      );
      jobs.push(...credentialProbes(operation, route, base, withoutExpiry));
      await inPool(jobs, 6, async ({ label, headers, owed, request }) => {
        const sent = await send(url, operation.method, request, headers);
        requests += 1;
        statuses[`${Math.floor(sent.status / 100)}xx` as keyof typeof statuses] += 1;
        const wrong = judge(owed, request, sent);
        if (wrong) found(`${request.hostility} in ${request.pointer.split('/')[1]} as ${label}: ${wrong.replace(/#\/\S+/g, '<field>')}`, `${key} ${request.pointer}`);
      });
      const now = (await platform.store.head()).lastPosition;
      if (now !== head) found('the log moved', key);
      head = now;
    }
    const after = await settledHead(platform);

    // eslint-disable-next-line no-console -- the lead reads these figures from the test output
    console.log(
      `OpenAPI fuzz: ${operations.length} operations, ${requests} requests, ` +
        `${statuses['2xx']} 2xx, ${statuses['4xx']} 4xx, ${statuses['5xx']} 5xx; ${findings.size} kinds of wrong answer; ${Math.round((Date.now() - started) / 1000)} s`,
    );
    const report = [...findings].map(([finding, where]) => `${finding} (${where.length}×, e.g. ${[...new Set(where)].slice(0, 3).join('; ')})`);
    expect(report).toEqual([]);
    expect(after.lastPosition).toBe(before.lastPosition);
  }, 300_000);
});

/** The parts of the walker's valid base that the route's own schemas refuse: a walker bug, reported as such. */
function refusedParts(base: BaseRequest, route: RouteDefinition): string[] {
  const checks = [
    ['params', route.params, base.params],
    ['query', route.query, base.query],
    ['body', route.rawBody ? undefined : route.body, base.body],
  ] as const;
  return checks.flatMap(([name, schema, value]) => {
    const parsed = schema?.safeParse(value);
    return parsed && !parsed.success ? [`${name}: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`] : [];
  });
}

/** Uploads take bytes, not JSON: they get a few bytes of the first type they accept, which no check will pass. */
function withRawBody(request: HostileRequest, route: RouteDefinition): Outgoing {
  if (!route.rawBody) return request;
  const type = route.rawBody.types[0]!;
  return { ...request, body: 'not what it claims to be', contentType: type.includes('*') ? 'application/octet-stream' : type };
}

/**
 * Callers with hostile credentials: a bearer token that is not one, a real one without an expiry, and a session
 * cookie that does not decode (which is no session: the request goes on anonymous). Each sends a body of the wrong
 * type where the operation takes one, so that a public route refuses it rather than acting on it.
 */
function credentialProbes(operation: OpenApiOperation, route: RouteDefinition, base: BaseRequest, withoutExpiry: string): Job[] {
  const request = withRawBody(
    { hostility: 'wrong-type', pointer: '#/body', url: base.url, ...(operation.body ? { body: '[]' } : {}), malformed: operation.body !== undefined, oversized: false },
    route,
  );
  const anonymous = owedTo({ label: 'anonymous', user: null }, route, request);
  return [
    { label: 'a bearer token that is not one', headers: { authorization: 'Bearer not.a.token' }, owed: 401, request },
    { label: 'a bearer token without an expiry', headers: { authorization: `Bearer ${withoutExpiry}` }, owed: 401, request },
    { label: 'a session cookie that does not decode', headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A` }, owed: anonymous, request },
  ];
}

/** The same user and session as a real token, signed with the server's secret, that never expires. */
async function tokenWithoutExpiry(token: string): Promise<string> {
  const { sub, sid, iss, aud } = decodeJwt(token);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setIssuer(iss!)
    .setAudience(aud as string)
    .setIssuedAt()
    .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
}
