import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@pathwise/contracts';
import { vi } from 'vitest';

type Reply = () => Response | Promise<Response>;

export const jsonReply =
  (body: unknown, init: ResponseInit = {}): Reply =>
  () =>
    new Response(JSON.stringify(body), {
      status: 200,
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });

export const problemReply =
  (problem: ProblemDetails, statusText: string, headers: Record<string, string> = {}): Reply =>
  () =>
    new Response(JSON.stringify(problem), {
      status: problem.status,
      statusText,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...headers },
    });

/** A reply the test sends when it chooses, to look at a screen while it waits: `await act(() => release())`. */
export function deferredReply(reply: Reply) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const deferred: Reply = async () => {
    await gate;
    return reply();
  };
  return { reply: deferred, release: () => release() };
}

/** A reply that never comes, to hold a screen in its loading state. */
export const pendingReply: Reply = () => new Promise<Response>(() => {});

/**
 * Replaces `fetch` at the boundary: call n gets reply n, and the last reply repeats. Component tests stop here;
 * the real server is exercised by the API's own suites.
 */
export function stubFetch(...replies: [Reply, ...Reply[]]) {
  let calls = 0;
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const reply = replies[Math.min(calls, replies.length - 1)] ?? replies[0];
    calls += 1;
    return reply();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

/**
 * What the signed-in shell reads in the background on every page (the XP bar): a newcomer's empty stats, so that a
 * page's spec need not stub them. A spec that is about them stubs them itself, which wins.
 */
const shellBackgroundReads: Record<string, Reply> = {
  'GET /api/gamification/data': jsonReply({ stats: { xp: 0, level: 1, points: 0, streak_days: 0 }, achievements: [], rewards: [] }),
};

/**
 * Replaces `fetch` with a small fake API: each `'METHOD /path'` (query string ignored) gets its replies in turn,
 * the last one repeating. A request nobody expected answers 501, so the screen shows it and the test can see it
 * in `unexpected`.
 */
export function stubApi(routes: Record<string, Reply | [Reply, ...Reply[]]>) {
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
    const reply = replies[Math.min(count, replies.length - 1)]!;
    return reply();
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
