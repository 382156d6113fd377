import { randomUUID } from 'node:crypto';
import { accessDeniedMessage, roles, subscriptionTiers } from '@pathwise/contracts';
import type { Role, SubscriptionTier } from '@pathwise/event-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app/http-app.js';
import { learningRequest } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';

/**
 * Who may call a route: anyone, any signed-in user, an admin, the owner of the data (and admins), or a pro_plus
 * subscriber of any role (plans match exactly: pro is not enough, and being an admin does not help).
 */
type Rule = 'public' | 'signed-in' | 'admin' | 'owner' | 'pro_plus';

interface Case {
  readonly rule: Rule;
  /** The request, aimed at `target`'s data for owner routes. */
  request(target: string): { path: string; body?: RequestInit['body']; contentType?: string };
}

const json = (value: unknown) => JSON.stringify(value);

/** Every route of the API and who may call it. A route missing here fails the first test. */
const table: Record<string, Case> = {
  'GET /platform/overview': { rule: 'public', request: () => ({ path: '/platform/overview' }) },
  'GET /health': { rule: 'public', request: () => ({ path: '/health' }) },
  'POST /learning/events': { rule: 'owner', request: (target) => ({ path: '/learning/events', body: json(learningRequest(target)) }) },
  'GET /learning/activity/:userId': { rule: 'owner', request: (target) => ({ path: `/learning/activity/${target}` }) },
  'POST /auth/email/start': { rule: 'public', request: () => ({ path: '/auth/email/start', body: json({ email: `a-${randomUUID()}@example.com` }) }) },
  'POST /auth/email/verify': { rule: 'public', request: () => ({ path: '/auth/email/verify', body: json({ email: 'nobody@example.com', code: '000000' }) }) },
  'GET /auth/session': { rule: 'public', request: () => ({ path: '/auth/session' }) },
  'POST /auth/token': { rule: 'signed-in', request: () => ({ path: '/auth/token', body: json({}) }) },
  'POST /auth/logout': { rule: 'signed-in', request: () => ({ path: '/auth/logout', body: json({}) }) },
  'GET /me': { rule: 'signed-in', request: () => ({ path: '/me' }) },
  'PATCH /me/profile': { rule: 'signed-in', request: () => ({ path: '/me/profile', body: json({ display_name: 'Someone' }) }) },
  'PATCH /me/settings': { rule: 'signed-in', request: () => ({ path: '/me/settings', body: json({ preferred_language: 'es' }) }) },
  'PUT /me/profile-picture': { rule: 'signed-in', request: () => ({ path: '/me/profile-picture', body: Buffer.from('not an image'), contentType: 'image/png' }) },
  'DELETE /me/profile-picture': { rule: 'signed-in', request: () => ({ path: '/me/profile-picture' }) },
  'GET /files/profile-pictures/:pictureId': { rule: 'public', request: () => ({ path: `/files/profile-pictures/${randomUUID()}` }) },
  'GET /admin/users': { rule: 'admin', request: () => ({ path: '/admin/users' }) },
  'PUT /admin/users/:userId/role': { rule: 'admin', request: (target) => ({ path: `/admin/users/${target}/role`, body: json({ role: 'student', reason: 'Table test' }) }) },
  'PUT /admin/users/:userId/subscription-tier': {
    rule: 'admin',
    request: (target) => ({ path: `/admin/users/${target}/subscription-tier`, body: json({ subscription_tier: 'free', reason: 'Table test' }) }),
  },
  'GET /dev/outbox': { rule: 'public', request: () => ({ path: '/dev/outbox' }) },
  'GET /auth/providers': { rule: 'public', request: () => ({ path: '/auth/providers' }) },
  'POST /leads': { rule: 'public', request: () => ({ path: '/leads', body: json({ name: 'A', email: 'a@example.com', message: 'Too short' }) }) },
  'GET /admin/leads': { rule: 'admin', request: () => ({ path: '/admin/leads' }) },
  ...forumCases(),
  'GET /notifications': { rule: 'signed-in', request: () => ({ path: '/notifications' }) },
  'POST /notifications/:notificationId/read': { rule: 'signed-in', request: () => ({ path: `/notifications/${randomUUID()}/read` }) },
  'GET /white-label': { rule: 'pro_plus', request: () => ({ path: '/white-label' }) },
  'PUT /white-label': {
    rule: 'pro_plus',
    request: () => ({ path: '/white-label', body: json({ brandName: 'Table Test', primaryColor: '#123456', customDomain: null, expectedVersion: 0 }) }),
  },
  // Materials: any signed-in user may call these; who may touch which material is decided with the material in
  // hand (materials.int.spec.ts), so here they aim at materials that do not exist, or upload a refused type.
  'POST /materials': { rule: 'signed-in', request: () => ({ path: '/materials?fileName=a.exe', body: Buffer.from('MZ'), contentType: 'application/octet-stream' }) },
  'GET /materials': { rule: 'signed-in', request: () => ({ path: '/materials' }) },
  'GET /materials/:materialId': { rule: 'signed-in', request: () => ({ path: `/materials/${randomUUID()}` }) },
  'GET /materials/:materialId/download': { rule: 'signed-in', request: () => ({ path: `/materials/${randomUUID()}/download` }) },
  'POST /materials/:materialId/attachments': {
    rule: 'signed-in',
    request: () => ({ path: `/materials/${randomUUID()}/attachments`, body: json({ courseId: 'c1', lessonId: 'l1' }) }),
  },
  'DELETE /materials/:materialId/attachments/:courseId/:lessonId': { rule: 'signed-in', request: () => ({ path: `/materials/${randomUUID()}/attachments/c1/l1` }) },
  'DELETE /materials/:materialId': { rule: 'signed-in', request: () => ({ path: `/materials/${randomUUID()}` }) },
};

/**
 * The forum's routes are open to any signed-in user at this level; whether they may act in a course is decided
 * where the course is loaded (its own int specs cover members, staff and outsiders). Aimed at no course, they 404.
 */
function forumCases(): Record<string, Case> {
  const threads = '/courses/:courseId/forum/threads';
  const at = (path: string) => path.replace(':courseId', 'no-such-course').replace(':threadId', 't-1').replace(':postId', 'p-1');
  const signedIn = (path: string, body?: unknown): Case => ({
    rule: 'signed-in',
    request: () => ({ path: at(path), ...(body === undefined ? {} : { body: json(body) }) }),
  });
  const cases: Record<string, Case> = {
    [`GET ${threads}`]: signedIn(threads),
    [`POST ${threads}`]: signedIn(threads, { threadId: randomUUID(), title: 'A question', body: 'Why?' }),
    [`GET ${threads}/:threadId`]: signedIn(`${threads}/:threadId`),
    [`POST ${threads}/:threadId/replies`]: signedIn(`${threads}/:threadId/replies`, { postId: randomUUID(), body: 'Because.' }),
    [`PATCH ${threads}/:threadId/posts/:postId`]: signedIn(`${threads}/:threadId/posts/:postId`, { body: 'Edited' }),
    [`DELETE ${threads}/:threadId/posts/:postId`]: signedIn(`${threads}/:threadId/posts/:postId`),
    [`PUT ${threads}/:threadId/answer`]: signedIn(`${threads}/:threadId/answer`, { postId: 'p-1' }),
  };
  for (const toggle of ['pin', 'lock', 'follow']) {
    cases[`PUT ${threads}/:threadId/${toggle}`] = signedIn(`${threads}/:threadId/${toggle}`);
    cases[`DELETE ${threads}/:threadId/${toggle}`] = signedIn(`${threads}/:threadId/${toggle}`);
  }
  return cases;
}

interface Caller {
  readonly label: string;
  readonly role: Role | null;
  readonly tier: SubscriptionTier | null;
  readonly token: () => Promise<string | null>;
  readonly userId: string | null;
}

describe('authorization of every route, for every role, tier and ownership', () => {
  const used = useTestServer('pglite');
  const callers: Caller[] = [{ label: 'anonymous', role: null, tier: null, userId: null, token: async () => null }];
  let someoneElse: string;

  beforeAll(async () => {
    for (const role of roles) {
      for (const tier of subscriptionTiers) {
        const userId = randomUUID();
        const user = { userId, role, tier: tier as SubscriptionTier };
        // A fresh session per request: logout ends the one it is called with.
        callers.push({ label: `${role}/${tier}`, role, tier: user.tier, userId, token: () => used.server.tokenFor(user) });
      }
    }
    someoneElse = randomUUID();
    await used.server.tokenFor({ userId: someoneElse, role: 'student', tier: 'free' });
  });

  it('covers every route the API serves', () => {
    const served = apiRoutes(used.server.platform).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(Object.keys(table).sort()).toEqual([...served].sort());
  });

  for (const [key, rule] of Object.entries(table)) {
    it(`${key} (${rule.rule})`, async () => {
      const [method] = key.split(' ');
      const outcomes: string[] = [];
      const refusedTiers = new Set<SubscriptionTier>();
      for (const caller of callers) {
        // Owner routes are tried on the caller's own data and on someone else's; the rest always on someone else.
        const targets = rule.rule === 'owner' && caller.userId ? [caller.userId, someoneElse] : [someoneElse];
        for (const target of targets) {
          const token = await caller.token();
          const { path, body, contentType } = rule.request(target);
          const response = await fetch(`${used.server.url}/api${path}`, {
            method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body !== undefined ? { 'content-type': contentType ?? 'application/json' } : {}),
            },
            ...(body !== undefined ? { body } : {}),
          });
          const owner = caller.userId === target;
          const expected =
            rule.rule === 'public'
              ? 'allowed'
              : caller.role === null
                ? 401
                : rule.rule === 'admin'
                  ? caller.role === 'admin'
                    ? 'allowed'
                    : 403
                  : rule.rule === 'pro_plus'
                    ? caller.tier === 'pro_plus'
                      ? 'allowed'
                      : 403
                  : rule.rule === 'owner' && !owner && caller.role !== 'admin'
                    ? 403
                    : 'allowed';
          const actual = response.status === 401 || response.status === 403 ? response.status : 'allowed';
          if (actual !== expected) outcomes.push(`${caller.label} on ${owner ? 'own' : "someone else's"} data: expected ${expected}, got ${response.status}`);
          if (rule.rule === 'admin' && response.status === 403) {
            expect(((await response.json()) as { detail: string }).detail).toBe(accessDeniedMessage('admin'));
          } else if (rule.rule === 'pro_plus' && response.status === 403) {
            expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
            expect(await response.json()).toMatchObject({
              status: 403,
              title: 'Subscription Required',
              detail: 'This feature is exclusive to our pro_plus plan subscribers. Please upgrade your subscription to access this content.',
            });
            refusedTiers.add(caller.tier!);
          } else {
            await response.arrayBuffer();
          }
        }
      }
      expect(outcomes).toEqual([]);
      // Exact matching: a pro subscriber, one tier short, is refused like a free one.
      if (rule.rule === 'pro_plus') expect([...refusedTiers].sort()).toEqual(['free', 'pro']);
    });
  }
});
