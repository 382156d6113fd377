import { randomUUID } from 'node:crypto';
import { accessDeniedMessage, roles, subscriptionTiers } from '@pathwise/contracts';
import type { Role, SubscriptionTier } from '@pathwise/event-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app/http-app.js';
import { givenPublishedCourse } from '../testing/course-fixtures.js';
import { learningRequest } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';

/**
 * Who may call a route: anyone, any signed-in user, an admin, the owner of the data (and admins), or a pro_plus
 * subscriber of any role (plans match exactly: pro is not enough, and being an admin does not help). Course routes
 * aim at a course someone else created, so nobody at the table is its author: `course-author` routes refuse everyone
 * (admins included), `course-author-or-admin` let admins inspect, and `course-creating-role` refuses students.
 */
type Rule = 'public' | 'signed-in' | 'admin' | 'owner' | 'pro_plus' | 'course-author' | 'course-author-or-admin' | 'course-creating-role';

interface Case {
  readonly rule: Rule;
  /** The request, aimed at `target`'s data for owner routes. */
  request(target: string): { path: string; body?: RequestInit['body']; contentType?: string };
}

const json = (value: unknown) => JSON.stringify(value);

/** The course the course rows aim at, created by someone who is not at the table; and an account to invite. */
let tableCourse = '';
/** A second course nobody at the table enrols in (the enrol row enrols them all in the first). */
let unenrolledCourse = '';
const inviteeEmail = `invitee-${randomUUID()}@example.com`;
const course = (path = '') => `/courses/${tableCourse}${path}`;
const lessonBody = { title: 'Table lesson', blocks: [], estimatedMinutes: 5, skillIds: [] };
const quizItem = {
  itemId: 'i1',
  kind: 'true_false',
  prompt: 'Is it?',
  options: [{ optionId: 't', text: 'True' }, { optionId: 'f', text: 'False' }],
  answerKey: { correctOptionIds: ['t'], acceptedAnswers: [] },
  skillIds: [],
  difficulty: 0,
  explanation: 'It is.',
};
const quizBody = { title: 'Table quiz', passingScore: 50, items: [quizItem] };
const detailsBody = { title: 'Table course', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] };
const courseRows: Record<string, Case> = {
  'GET /courses': { rule: 'public', request: () => ({ path: '/courses?q=table' }) },
  'GET /courses/dashboard': { rule: 'signed-in', request: () => ({ path: '/courses/dashboard' }) },
  'GET /me/courses': { rule: 'signed-in', request: () => ({ path: '/me/courses' }) },
  'GET /courses/:courseId': { rule: 'public', request: () => ({ path: course() }) },
  'POST /courses': { rule: 'course-creating-role', request: () => ({ path: '/courses', body: json({ courseId: randomUUID(), ...detailsBody }) }) },
  'GET /courses/:courseId/authoring': { rule: 'course-author-or-admin', request: () => ({ path: course('/authoring') }) },
  'GET /courses/:courseId/versions': { rule: 'course-author-or-admin', request: () => ({ path: course('/versions') }) },
  'GET /courses/:courseId/adaptive-analytics': { rule: 'course-author-or-admin', request: () => ({ path: course('/adaptive-analytics') }) },
  'GET /courses/:courseId/versions/diff': { rule: 'course-author-or-admin', request: () => ({ path: course('/versions/diff?from=1&to=2') }) },
  'PUT /courses/:courseId/details': { rule: 'course-author', request: () => ({ path: course('/details'), body: json({ ...detailsBody, title: 'Taken over', expectedVersion: 1 }) }) },
  'POST /courses/:courseId/publish': { rule: 'course-author', request: () => ({ path: course('/publish'), body: json({ expectedVersion: 1 }) }) },
  'POST /courses/:courseId/archive': { rule: 'course-author', request: () => ({ path: course('/archive'), body: json({ expectedVersion: 1 }) }) },
  'POST /courses/:courseId/return-to-draft': { rule: 'course-author', request: () => ({ path: course('/return-to-draft'), body: json({ expectedVersion: 1 }) }) },
  'POST /courses/:courseId/co-authors': { rule: 'course-author', request: () => ({ path: course('/co-authors'), body: json({ email: inviteeEmail }) }) },
  'DELETE /courses/:courseId/co-authors/:userId': { rule: 'course-author', request: (target) => ({ path: course(`/co-authors/${target}`) }) },
  'PUT /courses/:courseId/skills/:skillId': { rule: 'course-author', request: () => ({ path: course('/skills/s9'), body: json({ name: 'Taken', prerequisiteIds: [], expectedVersion: 1 }) }) },
  'DELETE /courses/:courseId/skills/:skillId': { rule: 'course-author', request: () => ({ path: course('/skills/s9?expectedVersion=1') }) },
  'POST /courses/:courseId/modules': { rule: 'course-author', request: () => ({ path: course('/modules'), body: json({ moduleId: 'm9', title: 'Taken', expectedVersion: 1 }) }) },
  'PUT /courses/:courseId/modules/:moduleId': { rule: 'course-author', request: () => ({ path: course('/modules/module-1'), body: json({ title: 'Taken', expectedVersion: 1 }) }) },
  'DELETE /courses/:courseId/modules/:moduleId': { rule: 'course-author', request: () => ({ path: course('/modules/module-1?expectedVersion=1') }) },
  'POST /courses/:courseId/lessons': { rule: 'course-author', request: () => ({ path: course('/lessons'), body: json({ ...lessonBody, moduleId: 'module-1', lessonId: 'l9', expectedVersion: 1 }) }) },
  'PUT /courses/:courseId/lessons/:lessonId': { rule: 'course-author', request: () => ({ path: course('/lessons/lesson-1'), body: json({ ...lessonBody, expectedVersion: 1 }) }) },
  'DELETE /courses/:courseId/lessons/:lessonId': { rule: 'course-author', request: () => ({ path: course('/lessons/lesson-1?expectedVersion=1') }) },
  'POST /courses/:courseId/quizzes': { rule: 'course-author', request: () => ({ path: course('/quizzes'), body: json({ ...quizBody, moduleId: 'module-1', quizId: 'q9', expectedVersion: 1 }) }) },
  'PUT /courses/:courseId/quizzes/:quizId': { rule: 'course-author', request: () => ({ path: course('/quizzes/q9'), body: json({ ...quizBody, expectedVersion: 1 }) }) },
  'DELETE /courses/:courseId/quizzes/:quizId': { rule: 'course-author', request: () => ({ path: course('/quizzes/q9?expectedVersion=1') }) },
  'POST /courses/:courseId/quizzes/:quizId/items/:itemId/answer-key': {
    rule: 'course-author',
    request: () => ({ path: course('/quizzes/q9/items/i1/answer-key'), body: json({ answerKey: { correctOptionIds: ['f'], acceptedAnswers: [] }, reason: 'Taken', expectedVersion: 1 }) }),
  },
  'POST /courses/:courseId/versions/:version/restore': { rule: 'course-author', request: () => ({ path: course('/versions/1/restore'), body: json({ expectedVersion: 1 }) }) },
  'POST /courses/:courseId/enrol': { rule: 'signed-in', request: () => ({ path: course('/enrol') }) },
  'GET /courses/:courseId/learn': { rule: 'course-author-or-admin', request: () => ({ path: `/courses/${unenrolledCourse}/learn` }) },
  'POST /courses/:courseId/quizzes/:quizId/attempts': {
    rule: 'course-author',
    request: () => ({ path: `/courses/${unenrolledCourse}/quizzes/q9/attempts`, body: json({ attemptId: randomUUID(), answers: [], timeSpent: 1, deviceType: 'desktop' }) }),
  },
  'GET /courses/:courseId/quizzes/:quizId/attempts': { rule: 'course-author', request: () => ({ path: `/courses/${unenrolledCourse}/quizzes/q9/attempts` }) },
  // The creator's alone: co-authors and admins are refused too.
  'PUT /courses/:courseId/leaderboard': { rule: 'course-author', request: () => ({ path: course('/leaderboard'), body: json({ enabled: false }) }) },
};

/** Every route of the API and who may call it. A route missing here fails the first test. */
const table: Record<string, Case> = {
  'GET /platform/overview': { rule: 'public', request: () => ({ path: '/platform/overview' }) },
  'GET /health': { rule: 'public', request: () => ({ path: '/health' }) },
  'POST /learning/events': { rule: 'owner', request: (target) => ({ path: '/learning/events', body: json(learningRequest(target)) }) },
  'GET /learning/activity/:userId': { rule: 'owner', request: (target) => ({ path: `/learning/activity/${target}` }) },
  'POST /ai/adaptive/profile/:userId': { rule: 'owner', request: (target) => ({ path: `/ai/adaptive/profile/${target}`, body: json({ events: [] }) }) },
  'GET /learners/:userId/profile': { rule: 'owner', request: (target) => ({ path: `/learners/${target}/profile` }) },
  'POST /ai/adaptive/content/:userId': { rule: 'owner', request: (target) => ({ path: `/ai/adaptive/content/${target}`, body: json({ topic: 'fractions' }) }) },
  'POST /ai/adaptive/feedback/:userId': { rule: 'owner', request: (target) => ({ path: `/ai/adaptive/feedback/${target}`, body: json({ courseId: 'c1' }) }) },
  'GET /ai/adaptive/analytics/:userId': { rule: 'owner', request: (target) => ({ path: `/ai/adaptive/analytics/${target}` }) },
  'GET /demo/learner-profile': { rule: 'public', request: () => ({ path: '/demo/learner-profile' }) },
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
  'POST /admin/adaptive/calibrations': { rule: 'admin', request: () => ({ path: '/admin/adaptive/calibrations', body: json({}) }) },
  'GET /admin/adaptive/calibrations': { rule: 'admin', request: () => ({ path: '/admin/adaptive/calibrations' }) },
  'GET /admin/projections/parked-events': { rule: 'admin', request: () => ({ path: '/admin/projections/parked-events' }) },
  'POST /admin/projections/:projection/parked-events/retry': { rule: 'admin', request: () => ({ path: '/admin/projections/leads/parked-events/retry', body: json({}) }) },
  ...forumCases(),
  'GET /notifications': { rule: 'signed-in', request: () => ({ path: '/notifications' }) },
  'POST /notifications/:notificationId/read': { rule: 'signed-in', request: () => ({ path: `/notifications/${randomUUID()}/read` }) },
  'GET /white-label': { rule: 'pro_plus', request: () => ({ path: '/white-label' }) },
  'PUT /white-label': {
    rule: 'pro_plus',
    request: () => ({ path: '/white-label', body: json({ brandName: 'Table Test', primaryColor: '#123456', customDomain: null, expectedVersion: 0 }) }),
  },
  // Gamification: each signed-in user's own; a claim aimed at a reward nobody holds is a 404.
  'GET /gamification/data': { rule: 'signed-in', request: () => ({ path: '/gamification/data' }) },
  'GET /gamification/profile': { rule: 'signed-in', request: () => ({ path: '/gamification/profile' }) },
  'GET /gamification/achievements': { rule: 'signed-in', request: () => ({ path: '/gamification/achievements' }) },
  'GET /gamification/rewards': { rule: 'signed-in', request: () => ({ path: '/gamification/rewards' }) },
  'POST /gamification/rewards/:id/claim': { rule: 'signed-in', request: () => ({ path: `/gamification/rewards/${randomUUID()}/claim` }) },
  'POST /gamification/stats/update': { rule: 'signed-in', request: () => ({ path: '/gamification/stats/update', body: json({ points_gained: 5, quiz_completed: true }) }) },
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
  ...courseRows,
  'GET /gamification/leaderboard': { rule: 'signed-in', request: () => ({ path: '/gamification/leaderboard?board=weekly&limit=5' }) },
  'PUT /gamification/leaderboard/participation': {
    rule: 'signed-in',
    request: () => ({ path: '/gamification/leaderboard/participation', body: json({ participating: true }) }),
  },
  // Placement tests: only enrolled learners start one (nobody at the table is enrolled in this course); a test is
  // read and answered by its owner alone, decided with the test in hand (placement.int.spec.ts), so here they aim at
  // tests that do not exist.
  'POST /courses/:courseId/placement-tests': {
    rule: 'course-author',
    request: () => ({ path: `/courses/${unenrolledCourse}/placement-tests`, body: json({ testId: randomUUID() }) }),
  },
  'POST /placement-tests/:testId/answers': { rule: 'signed-in', request: () => ({ path: `/placement-tests/${randomUUID()}/answers`, body: json({ itemId: 'i1', optionIds: ['t'] }) }) },
  'GET /placement-tests/:testId': { rule: 'signed-in', request: () => ({ path: `/placement-tests/${randomUUID()}` }) },
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
    tableCourse = (await givenPublishedCourse(used.server.platform.store, { creatorId: randomUUID() })).courseId;
    unenrolledCourse = (await givenPublishedCourse(used.server.platform.store, { creatorId: randomUUID() })).courseId;
    await used.server.tokenFor({ userId: randomUUID(), role: 'creator', tier: 'free', email: inviteeEmail });
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
                  : rule.rule === 'course-author'
                    ? 403
                  : rule.rule === 'course-author-or-admin'
                    ? caller.role === 'admin'
                      ? 'allowed'
                      : 403
                  : rule.rule === 'course-creating-role'
                    ? caller.role === 'student'
                      ? 403
                      : 'allowed'
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
