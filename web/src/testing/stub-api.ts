import { GamificationDataResponse, PROBLEM_CONTENT_TYPE, ProblemDetails } from '@pathwise/contracts';
import { vi } from 'vitest';
import { z } from 'zod';

const madeHere = Symbol('reply');

/**
 * What the fake API answers to one request. Only the helpers below make one, so every JSON body a spec serves names
 * the contract schema the real server answers with, and is checked against it when the route is stubbed.
 */
export interface Reply {
  readonly [madeHere]: true;
  readonly respond: () => Response | Promise<Response>;
  /** The body and the schema it must match, checked by {@link stubApi} against the body as it crosses the wire. */
  readonly contract?: { readonly schema: z.ZodType; readonly body: unknown };
}

const reply = (respond: Reply['respond'], contract?: Reply['contract']): Reply => ({ [madeHere]: true, respond, contract });

/**
 * A JSON reply whose body is what `schema` (the contract's schema of the route's response, from @pathwise/contracts)
 * describes: a stub that drifts from the real API fails where it is stubbed, naming the route.
 */
export function jsonReply<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>, init: ResponseInit = {}): Reply {
  const respond = () =>
    new Response(JSON.stringify(body), {
      status: 200,
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
  return reply(respond, { schema, body });
}

/** An RFC 9457 problem, as every error of the API is sent. */
export const problemReply = (problem: ProblemDetails, statusText: string, headers: Record<string, string> = {}): Reply =>
  reply(
    () =>
      new Response(JSON.stringify(problem), {
        status: problem.status,
        statusText,
        headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...headers },
      }),
    { schema: ProblemDetails, body: problem },
  );

/** A reply without a body: 204 after a delete, or a failure from something in front of the API (a proxy's 502). */
export const emptyReply = (status: number, statusText = ''): Reply => reply(() => new Response(null, { status, statusText }));

/**
 * Bytes as they are, unchecked: a downloaded file, the text page of a proxy in front of the API, or a body that breaks
 * the contract on purpose, for a spec of the client's own check.
 */
export const rawReply = (body: string, init: ResponseInit): Reply => reply(() => new Response(body, init));

/** A reply the test sends when it chooses, to look at a screen while it waits: `await act(() => release())`. */
export function deferredReply(sent: Reply) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const deferred = reply(async () => {
    await gate;
    return sent.respond();
  }, sent.contract);
  return { reply: deferred, release: () => release() };
}

/** A reply that never comes, to hold a screen in its loading state. */
export const pendingReply: Reply = reply(() => new Promise<Response>(() => {}));

/** Throws, naming the route, when a reply's body is not what the route's contract schema describes. */
function checkAgainstContract(route: string, { contract }: Reply): void {
  if (!contract) return;
  const sent: unknown = contract.body === undefined ? undefined : JSON.parse(JSON.stringify(contract.body));
  const parsed = contract.schema.safeParse(sent);
  if (!parsed.success) throw new Error(`The stubbed reply to ${route} does not match its contract:\n${z.prettifyError(parsed.error)}`);
}

/** A request as the stubbed fetch saw it, for assertions. */
export interface SeenRequest {
  method: string;
  /** The path with its query string, e.g. /api/dev/outbox?to=a%40b.c */
  url: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  /** The body parsed as JSON when it is a string, else undefined. */
  json: unknown;
}

type Routes = Record<string, Reply | [Reply, ...Reply[]]>;

/**
 * What the signed-in shell reads in the background on every page (the XP bar): a newcomer's empty stats, so that a
 * page's spec need not stub them. A spec that is about them stubs them itself, which wins.
 */
const shellBackgroundReads: Routes = {
  'GET /api/gamification/data': jsonReply(GamificationDataResponse, { stats: { xp: 0, level: 1, points: 0, streak_days: 0 }, achievements: [], rewards: [] }),
};

/**
 * Replaces `fetch` with a small fake API: each `'METHOD /path'` (query string ignored) gets its replies in turn,
 * the last one repeating. Every JSON reply is checked against its contract here, before anything renders. A request
 * nobody expected answers 501, so the screen shows it and the test can see it in `unexpected`. Component tests stop
 * here; the real server is exercised by the API's own suites.
 */
export function stubApi(routes: Routes) {
  for (const [route, replies] of Object.entries({ ...shellBackgroundReads, ...routes })) {
    for (const each of Array.isArray(replies) ? replies : [replies]) checkAgainstContract(route, each);
  }
  const served = new Map<string, number>();
  const requests: SeenRequest[] = [];
  const unexpected: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body;
    let json: unknown;
    if (typeof body === 'string') {
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
    }
    requests.push({ method, url, headers: new Headers(init?.headers), body, json });
    const key = `${method} ${url.split('?')[0] ?? url}`;
    const route = routes[key] ?? shellBackgroundReads[key];
    if (!route) {
      unexpected.push(key);
      return new Response(null, { status: 501, statusText: `No stub for ${key}` });
    }
    const replies = Array.isArray(route) ? route : [route];
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    return replies[Math.min(count, replies.length - 1)]!.respond();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    unexpected,
    /** The requests to one `'METHOD /path'`. */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.url.split('?')[0]}` === key),
  };
}
