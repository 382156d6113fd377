import { randomUUID } from 'node:crypto';
import { accessDeniedMessage, roles, subscriptionTiers } from '@pathwise/contracts';
import type { Role, SubscriptionTier } from '@pathwise/event-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app/http-app.js';
import { givenEnrolment, givenLearningCourse, givenPublishedCourse } from '../testing/course-fixtures.js';
import { givenAdaptiveCourse } from '../testing/adaptive-fixtures.js';
import { learningRequest } from '../testing/learning-requests.js';
import { PDF, PNG } from '../testing/material-files.js';
import { codeFromOutbox } from '../testing/sign-in-by-email.js';
import { useTestServer } from '../testing/use-test-server.js';

/**
 * Who may call a route: anyone, any signed-in user, an admin, the owner of the data (and admins), or a pro_plus
 * subscriber of any role (plans match exactly: pro is not enough, and being an admin does not help), or a subscriber
 * of either paid plan (`paid-plan`: pro or pro_plus, each named). Course routes
 * are tried by the course's creator and a co-author on a fresh course of theirs, and by everyone else on a course
 * someone else created: `course-author` routes let in its creator and co-authors alone (admins included out),
 * `course-creator` routes its creator alone, `course-author-or-admin` also admins, and `course-creating-role`
 * refuses students; `enrolled-learner` routes let in the one caller enrolled in the placement course. A caller let in gets the route's success status, or the 404 of the thing it aims at where the
 * request aims at something that does not exist (said at the row).
 */
/** A creator's pasted material with one section to draft an outline and a course from. */
const pastedLava = { fileName: 'lava.md', pages: ['## Lava\n\nLava is molten rock that has reached the surface.'] };

type Rule =
  | 'public'
  | 'signed-in'
  | 'admin'
  | 'owner'
  | 'pro_plus'
  | 'paid-plan'
  | 'course-author'
  | 'course-creator'
  | 'course-author-or-admin'
  | 'course-creating-role'
  | 'enrolled-learner';

interface Request {
  readonly path: string;
  readonly body?: RequestInit['body'];
  readonly contentType?: string;
  readonly headers?: Record<string, string>;
}

interface Case {
  readonly rule: Rule;
  /** The status a caller who is let in gets. */
  readonly allowed: number;
  /** The request, aimed at `target`'s data for owner routes; course rows aim at `courseId` when given (an author's). */
  request(target: string, courseId?: string): Request | Promise<Request>;
}

const json = (value: unknown) => JSON.stringify(value);

/** The course the course rows aim at for callers who are not its authors, created by someone not at the table. */
let tableCourse = '';
/** A second course nobody at the table enrols in (the enrol row enrols them all in the first). */
let unenrolledCourse = '';
let serverUrl = '';
/** A course with a placement test's items, in which only the `enrolled` caller is enrolled. */
let placementCourse = '';
const inviteeEmail = `invitee-${randomUUID()}@example.com`;
/** The course's creator and its co-author: each course row hands them a fresh course of their own. */
const creatorId = randomUUID();
const coAuthorId = randomUUID();
/** A fresh course's version: drafted, co-author added, module, lesson, published. */
const freshCourseVersion = 5;
/** A client address of its own per request, as a proxy this test server trusts reports it, so no row spends another's rate limit. */
let clients = 0;
const ownClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });
const at = (courseId: string, path = '') => `/courses/${courseId}${path}`;
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
const expectedVersion = freshCourseVersion;
const course = (courseId: string | undefined, path = '') => at(courseId ?? tableCourse, path);
const unenrolled = (courseId: string | undefined, path = '') => at(courseId ?? unenrolledCourse, path);
const courseRows: Record<string, Case> = {
  'GET /courses': { rule: 'public', allowed: 200, request: () => ({ path: '/courses?q=table' }) },
  'GET /courses/dashboard': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/courses/dashboard' }) },
  'GET /me/courses': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/courses' }) },
  'GET /courses/:courseId': { rule: 'public', allowed: 200, request: (_, id) => ({ path: course(id) }) },
  'POST /courses': { rule: 'course-creating-role', allowed: 201, request: () => ({ path: '/courses', body: json({ courseId: randomUUID(), ...detailsBody }) }) },
  'GET /courses/:courseId/authoring': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: course(id, '/authoring') }) },
  'GET /courses/:courseId/versions': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: course(id, '/versions') }) },
  'GET /courses/:courseId/adaptive-analytics': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: course(id, '/adaptive-analytics') }) },
  'GET /courses/:courseId/reports/:report': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: course(id, '/reports/progress?format=csv') }) },
  'GET /courses/:courseId/versions/diff': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: course(id, '/versions/diff?from=1&to=2') }) },
  'PUT /courses/:courseId/details': {
    rule: 'course-author',
    allowed: 200,
    request: (_, id) => ({ path: course(id, '/details'), body: json({ ...detailsBody, title: 'Taken over', expectedVersion }) }),
  },
  'PUT /courses/:courseId/cover': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, '/cover'), body: PNG, contentType: 'image/png' }) },
  'DELETE /courses/:courseId/cover': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, '/cover') }) },
  'GET /files/course-covers/:coverId': { rule: 'public', allowed: 404, request: () => ({ path: `/files/course-covers/${randomUUID()}` }) },
  'GET /courses/:courseId/reviews': { rule: 'public', allowed: 200, request: (_, id) => ({ path: course(id, '/reviews') }) },
  // Only learners who finished a course rate it, decided with the course in hand (course-reviews.int.spec.ts): aimed
  // at no course, any signed-in caller meets its 404.
  'PUT /courses/:courseId/rating': { rule: 'signed-in', allowed: 404, request: () => ({ path: at('no-such-course', '/rating'), body: json({ rating: 5 }) }) },
  'DELETE /courses/:courseId/rating': { rule: 'signed-in', allowed: 404, request: () => ({ path: at('no-such-course', '/rating') }) },
  // Its creator is let in and meets the 404 of a review nobody wrote.
  'POST /courses/:courseId/reviews/:learnerId/reply': {
    rule: 'course-creator',
    allowed: 404,
    request: (target, id) => ({ path: course(id, `/reviews/${target}/reply`), body: json({ reply: 'Thanks' }) }),
  },
  'PUT /courses/:courseId/reviews/:learnerId/reply': {
    rule: 'course-creator',
    allowed: 404,
    request: (target, id) => ({ path: course(id, `/reviews/${target}/reply`), body: json({ reply: 'Thanks' }) }),
  },
  'GET /courses/:courseId/certificate-criteria': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, '/certificate-criteria') }) },
  'PUT /courses/:courseId/certificate-criteria': {
    rule: 'course-author',
    allowed: 200,
    request: (_, id) => ({ path: course(id, '/certificate-criteria'), body: json({ enabled: true, requiredLessonIds: [], minimumQuizScorePercent: 70, masteryRequirements: [] }) }),
  },
  'POST /courses/:courseId/publish': { rule: 'course-creator', allowed: 200, request: (_, id) => ({ path: course(id, '/publish'), body: json({ expectedVersion }) }) },
  'POST /courses/:courseId/archive': { rule: 'course-creator', allowed: 200, request: (_, id) => ({ path: course(id, '/archive'), body: json({ expectedVersion }) }) },
  'POST /courses/:courseId/return-to-draft': { rule: 'course-creator', allowed: 200, request: (_, id) => ({ path: course(id, '/return-to-draft'), body: json({ expectedVersion }) }) },
  'POST /courses/:courseId/co-authors': { rule: 'course-creator', allowed: 202, request: (_, id) => ({ path: course(id, '/co-authors'), body: json({ email: inviteeEmail }) }) },
  'DELETE /courses/:courseId/co-authors/:userId': { rule: 'course-creator', allowed: 200, request: (_, id) => ({ path: course(id, `/co-authors/${coAuthorId}`) }) },
  'PUT /courses/:courseId/skills/:skillId': {
    rule: 'course-author',
    allowed: 200,
    request: (_, id) => ({ path: course(id, '/skills/s9'), body: json({ name: 'Taken', prerequisiteIds: [], expectedVersion }) }),
  },
  // Removing what the course does not have changes nothing and succeeds, as a retry would.
  'DELETE /courses/:courseId/skills/:skillId': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, `/skills/s9?expectedVersion=${expectedVersion}`) }) },
  'POST /courses/:courseId/modules': { rule: 'course-author', allowed: 201, request: (_, id) => ({ path: course(id, '/modules'), body: json({ moduleId: 'm9', title: 'Taken', expectedVersion }) }) },
  'PUT /courses/:courseId/modules/:moduleId': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, '/modules/module-1'), body: json({ title: 'Taken', expectedVersion }) }) },
  'DELETE /courses/:courseId/modules/:moduleId': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, `/modules/m9?expectedVersion=${expectedVersion}`) }) },
  'POST /courses/:courseId/lessons': {
    rule: 'course-author',
    allowed: 201,
    request: (_, id) => ({ path: course(id, '/lessons'), body: json({ ...lessonBody, moduleId: 'module-1', lessonId: 'l9', expectedVersion }) }),
  },
  'PUT /courses/:courseId/lessons/:lessonId': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, '/lessons/lesson-1'), body: json({ ...lessonBody, expectedVersion }) }) },
  'DELETE /courses/:courseId/lessons/:lessonId': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, `/lessons/lesson-1?expectedVersion=${expectedVersion}`) }) },
  'POST /courses/:courseId/quizzes': {
    rule: 'course-author',
    allowed: 201,
    request: (_, id) => ({ path: course(id, '/quizzes'), body: json({ ...quizBody, moduleId: 'module-1', quizId: 'q9', expectedVersion }) }),
  },
  // The quiz rows aim at a quiz the course does not have: its 404 (or, for a removal, the no-op) shows the caller was let in.
  'PUT /courses/:courseId/quizzes/:quizId': { rule: 'course-author', allowed: 404, request: (_, id) => ({ path: course(id, '/quizzes/q9'), body: json({ ...quizBody, expectedVersion }) }) },
  'DELETE /courses/:courseId/quizzes/:quizId': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, `/quizzes/q9?expectedVersion=${expectedVersion}`) }) },
  'POST /courses/:courseId/quizzes/:quizId/items/:itemId/answer-key': {
    rule: 'course-author',
    allowed: 404,
    request: (_, id) => ({ path: course(id, '/quizzes/q9/items/i1/answer-key'), body: json({ answerKey: { correctOptionIds: ['f'], acceptedAnswers: [] }, reason: 'Taken', expectedVersion }) }),
  },
  'POST /courses/:courseId/versions/:version/restore': { rule: 'course-author', allowed: 200, request: (_, id) => ({ path: course(id, '/versions/1/restore'), body: json({ expectedVersion }) }) },
  // Aimed at a lesson the course does not have, and at a block no model drafted: their 404s show the caller was let in.
  'POST /courses/:courseId/lessons/:lessonId/ai-drafts': {
    rule: 'course-author',
    allowed: 404,
    request: (_, id) => ({
      path: course(id, '/lessons/l9/ai-drafts'),
      body: json({
        into: 'lesson',
        generation: { generationId: 'g1', taskType: 'lesson_creation', provider: 'built-in', model: 'extractive-1', creditsSpent: 1 },
        blocks: [{ block: { kind: 'text', text: 'Drafted' }, sources: [], unsupported: [] }],
        expectedVersion,
      }),
    }),
  },
  'POST /courses/:courseId/ai-drafts/review': {
    rule: 'course-author',
    allowed: 404,
    request: (_, id) => ({ path: course(id, '/ai-drafts/review'), body: json({ target: { kind: 'lesson', lessonId: 'lesson-1' }, index: 0, expectedVersion }) }),
  },
  'POST /courses/:courseId/enrol': { rule: 'signed-in', allowed: 201, request: (_, id) => ({ path: course(id, '/enrol') }) },
  'GET /courses/:courseId/learn': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: unenrolled(id, '/learn') }) },
  'POST /courses/:courseId/quizzes/:quizId/attempts': {
    rule: 'course-author',
    allowed: 404,
    request: (_, id) => ({ path: unenrolled(id, '/quizzes/q9/attempts'), body: json({ attemptId: randomUUID(), answers: [], timeSpent: 1, deviceType: 'desktop' }) }),
  },
  'GET /courses/:courseId/quizzes/:quizId/attempts': { rule: 'course-author', allowed: 404, request: (_, id) => ({ path: unenrolled(id, '/quizzes/q9/attempts') }) },
  'POST /courses/:courseId/lessons/:lessonId/checks/:itemId/answers': {
    rule: 'course-author',
    allowed: 404,
    request: (_, id) => ({ path: unenrolled(id, '/lessons/l9/checks/i9/answers'), body: json({ answerId: randomUUID(), optionIds: ['t'], text: null }) }),
  },
  // The creator's alone: co-authors and admins are refused too.
  'PUT /courses/:courseId/leaderboard': { rule: 'course-creator', allowed: 200, request: (_, id) => ({ path: course(id, '/leaderboard'), body: json({ enabled: false }) }) },
};

/** Every route of the API and who may call it. A route missing here fails the first test. */
const table: Record<string, Case> = {
  // Buying: the table's courses are free, so placing an order is let in and refused as a free course (or as one's own).
  'GET /courses/:courseId/purchase': { rule: 'signed-in', allowed: 200, request: (_, id) => ({ path: course(id, '/purchase') }) },
  'POST /courses/:courseId/orders': { rule: 'signed-in', allowed: 409, request: (_, id) => ({ path: course(id, '/orders'), body: json({}) }) },
  'GET /orders/:orderId': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/orders/${randomUUID()}` }) },
  'GET /connect': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/connect' }) },
  'PUT /connect/account': { rule: 'signed-in', allowed: 400, request: () => ({ path: '/connect/account', body: json({ holderName: 'Someone', iban: 'DE00370400440532013000' }) }) },
  'GET /connect/payouts/:payoutId/statement': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/connect/payouts/${randomUUID()}/statement` }) },
  // Stripe Connect's routes are served everywhere; this server's provider is the built-in one, so there is no Stripe account to connect.
  'POST /connect/stripe/onboarding': { rule: 'signed-in', allowed: 404, request: () => ({ path: '/connect/stripe/onboarding' }) },
  'POST /connect/stripe/sync': { rule: 'signed-in', allowed: 404, request: () => ({ path: '/connect/stripe/sync' }) },
  // A refund is asked by the order's buyer, its course's creator or an admin; to anyone else the order does not exist,
  // so a signed-in caller is let in to the rules, which answer 404 for an order that is not theirs (here, none).
  'POST /orders/:orderId/refund': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/orders/${randomUUID()}/refund`, body: json({}) }) },
  'GET /me/purchases': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/purchases' }) },
  // A code nobody made: any signed-in buyer is let in and meets its 404 (the coupon refusals: commerce-coupons.int.spec.ts).
  'POST /courses/:courseId/purchase/quote': { rule: 'signed-in', allowed: 404, request: (_, id) => ({ path: course(id, '/purchase/quote'), body: json({ couponCode: 'NOBODY-MADE-THIS' }) }) },
  // Students make no coupons; anyone else is let in and meets the 404 of a course that does not exist (whose course
  // a coupon may name is decided with the course in hand: commerce-coupons.int.spec.ts).
  'POST /coupons': {
    rule: 'course-creating-role',
    allowed: 404,
    request: () => ({ path: '/coupons', body: json({ code: `T-${randomUUID().slice(0, 8)}`, discount: { kind: 'percent', percent: 10 }, scope: { kind: 'course', courseId: 'no-such-course' } }) }),
  },
  'GET /coupons': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/coupons' }) },
  'POST /coupons/:code/disable': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/coupons/NONE-${randomUUID().slice(0, 8)}/disable`, body: json({}) }) },
  // The test provider's side stands where a provider's servers stand: anyone may call it, and a forged session or
  // delivery is refused whoever sends it.
  'GET /payments/test/sessions/:sessionId': { rule: 'public', allowed: 404, request: () => ({ path: '/payments/test/sessions/forged.session' }) },
  'POST /payments/test/sessions/:sessionId/pay': {
    rule: 'public',
    allowed: 404,
    request: () => ({ path: '/payments/test/sessions/forged.session/pay', body: json({ cardNumber: '4242424242424242' }) }),
  },
  'POST /payments/test/sessions/:sessionId/confirm': {
    rule: 'public',
    allowed: 404,
    request: () => ({ path: '/payments/test/sessions/forged.session/confirm', body: json({ cardNumber: '4000002760003184', approve: true }) }),
  },
  'POST /payments/test/webhook': {
    rule: 'public',
    allowed: 400,
    request: () => ({ path: '/payments/test/webhook', body: '{}', contentType: 'application/octet-stream', headers: { 'pathwise-signature': 'forged' } }),
  },
  'GET /platform/overview': { rule: 'public', allowed: 200, request: () => ({ path: '/platform/overview' }) },
  'GET /health': { rule: 'public', allowed: 200, request: () => ({ path: '/health' }) },
  // Every caller (and the someone else whose data they aim at) is enrolled in the learning course (beforeAll).
  'POST /learning/events': { rule: 'owner', allowed: 201, request: (target) => ({ path: '/learning/events', body: json(learningRequest(target)) }) },
  'GET /learning/activity/:userId': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/learning/activity/${target}` }) },
  'POST /ai/adaptive/profile/:userId': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/ai/adaptive/profile/${target}`, body: json({ events: [] }) }) },
  'GET /learners/:userId/profile': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/learners/${target}/profile` }) },
  // Aimed at a topic and an attempt the learner does not have: their 404 shows the caller was let in.
  'POST /ai/adaptive/content/:userId': { rule: 'owner', allowed: 404, request: (target) => ({ path: `/ai/adaptive/content/${target}`, body: json({ topic: 'fractions' }) }) },
  'POST /ai/adaptive/feedback/:userId': { rule: 'owner', allowed: 404, request: (target) => ({ path: `/ai/adaptive/feedback/${target}`, body: json({ courseId: 'c1' }) }) },
  // Feedback on a course without graded attempts: the 404 comes after the credit is taken (and given back).
  'POST /ai/generate': {
    rule: 'signed-in',
    allowed: 404,
    request: () => ({ path: '/ai/generate', body: json({ taskType: 'personalized_feedback', prompt: 'Why?', context: { feedback: { courseId: 'no-such-course' } } }) }),
  },
  'GET /ai/health': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/ai/health' }) },
  'POST /ai/outlines': { rule: 'course-creating-role', allowed: 200, request: () => ({ path: '/ai/outlines', body: json({ topic: 'Lava', texts: [pastedLava] }) }) },
  'POST /ai/outlines/courses': {
    rule: 'course-creating-role',
    allowed: 201,
    request: () => ({
      path: '/ai/outlines/courses',
      body: json({ courseId: randomUUID(), title: 'Lava', texts: [pastedLava], outline: { modules: [{ title: 'Lava', lessons: [{ title: 'Lava', material: 0, section: 0, skill: 0 }] }], skills: [{ name: 'Lava', prerequisites: [] }] } }),
    }),
  },
  'GET /ai/metrics': { rule: 'admin', allowed: 200, request: () => ({ path: '/ai/metrics' }) },
  'GET /ai/adaptive/analytics/:userId': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/ai/adaptive/analytics/${target}` }) },
  // The demo learner exists only in the seeded demo world, which the test server does not have.
  'GET /demo/learner-profile': { rule: 'public', allowed: 404, request: () => ({ path: '/demo/learner-profile' }) },
  'POST /auth/email/start': {
    rule: 'public',
    allowed: 202,
    request: () => ({ path: '/auth/email/start', body: json({ email: `a-${randomUUID()}@example.com` }), headers: ownClient() }),
  },
  'POST /auth/email/verify': { rule: 'public', allowed: 200, request: verifiableCode },
  'GET /auth/session': { rule: 'public', allowed: 200, request: () => ({ path: '/auth/session' }) },
  'POST /auth/token': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/auth/token', body: json({}) }) },
  'POST /auth/logout': { rule: 'signed-in', allowed: 204, request: () => ({ path: '/auth/logout', body: json({}) }) },
  'GET /me': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me' }) },
  'PATCH /me/profile': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/profile', body: json({ display_name: 'Someone' }) }) },
  'PATCH /me/settings': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/settings', body: json({ preferred_language: 'es' }) }) },
  'PUT /me/profile-picture': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/profile-picture', body: PNG, contentType: 'image/png' }) },
  'DELETE /me/profile-picture': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/profile-picture' }) },
  'GET /files/profile-pictures/:pictureId': { rule: 'public', allowed: 404, request: () => ({ path: `/files/profile-pictures/${randomUUID()}` }) },
  'GET /admin/users': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/users' }) },
  'PUT /admin/users/:userId/role': { rule: 'admin', allowed: 200, request: (target) => ({ path: `/admin/users/${target}/role`, body: json({ role: 'student', reason: 'Table test' }) }) },
  'PUT /admin/users/:userId/subscription-tier': {
    rule: 'admin',
    allowed: 200,
    request: (target) => ({ path: `/admin/users/${target}/subscription-tier`, body: json({ subscription_tier: 'free', reason: 'Table test' }) }),
  },
  'GET /admin/users/:userId/changes': { rule: 'admin', allowed: 200, request: (target) => ({ path: `/admin/users/${target}/changes` }) },
  'POST /admin/users/:userId/ai-credits': {
    rule: 'admin',
    allowed: 200,
    request: (target) => ({ path: `/admin/users/${target}/ai-credits`, body: json({ credits: 1, reason: 'Table test' }) }),
  },
  // Whether the caller may ask about the course is decided with the course in hand (course-assistant.int.spec.ts):
  // aimed at no course, a caller on a paid plan meets its 404.
  'POST /courses/:courseId/assistant': {
    rule: 'paid-plan',
    allowed: 404,
    request: () => ({ path: at('no-such-course', '/assistant'), body: json({ question: 'What is a caldera?' }) }),
  },
  'GET /dev/outbox': { rule: 'public', allowed: 200, request: () => ({ path: '/dev/outbox' }) },
  'GET /auth/providers': { rule: 'public', allowed: 200, request: () => ({ path: '/auth/providers' }) },
  'POST /leads': {
    rule: 'public',
    allowed: 201,
    request: () => ({ path: '/leads', body: json({ name: 'Ada', email: 'ada@example.com', topic: 'sales', message: 'We would like Pathwise for our team.' }), headers: ownClient() }),
  },
  'GET /admin/leads': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/leads' }) },
  'GET /me/nps': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/nps' }) },
  // The same answer again is a retry (200), so every caller of the table may send it.
  'POST /me/nps': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/nps', body: json({ score: 8 }) }) },
  'POST /me/nps/dismissal': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/nps/dismissal', body: json({}) }) },
  'GET /admin/nps': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/nps?role=student&plan=pro' }) },
  'POST /admin/adaptive/calibrations': { rule: 'admin', allowed: 201, request: () => ({ path: '/admin/adaptive/calibrations', body: json({}) }) },
  'GET /admin/adaptive/calibrations': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/adaptive/calibrations' }) },
  'GET /admin/monitoring': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/monitoring' }) },
  'GET /admin/command-center': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/command-center' }) },
  'GET /admin/projections/parked-events': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/projections/parked-events' }) },
  'POST /admin/projections/:projection/parked-events/retry': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/projections/leads/parked-events/retry', body: json({}) }) },
  'GET /admin/events/export': { rule: 'admin', allowed: 200, request: () => ({ path: '/admin/events/export?types=LeadSubmitted' }) },
  ...forumCases(),
  'GET /notifications': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/notifications' }) },
  'POST /notifications/:notificationId/read': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/notifications/${randomUUID()}/read` }) },
  'GET /billing': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/billing' }) },
  // A creator's sales: the caller's own, or any creator's for an admin.
  'GET /sales': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/sales?creatorId=${target}` }) },
  'GET /sales/orders': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/sales/orders?creatorId=${target}` }) },
  'GET /sales/orders.csv': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/sales/orders.csv?creatorId=${target}` }) },
  'GET /sales/refunds': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/sales/refunds?creatorId=${target}` }) },
  'GET /sales/coupons': { rule: 'owner', allowed: 200, request: (target) => ({ path: `/sales/coupons?creatorId=${target}` }) },
  // A started trial would move the caller onto another plan for the rows after it: a plan without a trial is let in and refused by name.
  'POST /billing/trial': { rule: 'signed-in', allowed: 400, request: () => ({ path: '/billing/trial', body: json({ tier: 'free' }) }) },
  // A checkout started changes no plan until the provider's notification; the caller has no subscription to change, cancel or resume.
  'POST /billing/subscription': { rule: 'signed-in', allowed: 201, request: () => ({ path: '/billing/subscription', body: json({ tier: 'pro', period: 'monthly' }) }) },
  'POST /billing/subscription/plan': { rule: 'signed-in', allowed: 409, request: () => ({ path: '/billing/subscription/plan', body: json({ tier: 'pro_plus', period: 'monthly' }) }) },
  'POST /billing/subscription/cancel': { rule: 'signed-in', allowed: 409, request: () => ({ path: '/billing/subscription/cancel', body: json({}) }) },
  'POST /billing/subscription/resume': { rule: 'signed-in', allowed: 409, request: () => ({ path: '/billing/subscription/resume', body: json({}) }) },
  'POST /billing/subscription/payment-method': { rule: 'signed-in', allowed: 409, request: () => ({ path: '/billing/subscription/payment-method', body: json({}) }) },
  'GET /billing/invoices': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/billing/invoices' }) },
  'GET /billing/invoices/:invoiceId/receipt.pdf': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/billing/invoices/${randomUUID()}/receipt.pdf` }) },
  // Certificates: the holder's own list and choices; the public record, credential, issuer, status lists and verifier
  // for anyone. Revoking is decided with the certificate in hand (certificates.int.spec.ts): aimed at none, any
  // signed-in caller meets its 404.
  'GET /courses/:courseId/certificates': { rule: 'course-author-or-admin', allowed: 200, request: (_, id) => ({ path: course(id, '/certificates') }) },
  'GET /me/certificates': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/me/certificates' }) },
  'PATCH /me/certificates/:certificateId': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/me/certificates/${randomUUID()}`, body: json({ showName: true }) }) },
  'GET /me/certificates/:certificateId/pdf': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/me/certificates/${randomUUID()}/pdf` }) },
  'POST /me/certificates/:certificateId/reissue': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/me/certificates/${randomUUID()}/reissue` }) },
  'GET /certificates/issuer': { rule: 'public', allowed: 200, request: () => ({ path: '/certificates/issuer' }) },
  'POST /certificates/verify': { rule: 'public', allowed: 200, request: () => ({ path: '/certificates/verify', body: json({ credential: { issuer: 'https://elsewhere.example' } }) }) },
  'GET /certificates/status-lists/:listId': { rule: 'public', allowed: 404, request: () => ({ path: `/certificates/status-lists/${randomUUID()}` }) },
  'GET /certificates/:certificateId': { rule: 'public', allowed: 404, request: () => ({ path: `/certificates/${randomUUID()}` }) },
  'GET /certificates/:certificateId/credential': { rule: 'public', allowed: 404, request: () => ({ path: `/certificates/${randomUUID()}/credential` }) },
  'POST /certificates/:certificateId/revocation': {
    rule: 'signed-in',
    allowed: 404,
    request: () => ({ path: `/certificates/${randomUUID()}/revocation`, body: json({ reason: 'issued_in_error' }) }),
  },
  'POST /ai/lesson-variants': {
    rule: 'pro_plus',
    allowed: 404,
    request: () => ({ path: '/ai/lesson-variants', body: json({ courseId: randomUUID(), lessonId: 'l1', kind: 'easier' }) }),
  },
  'GET /white-label': { rule: 'pro_plus', allowed: 200, request: () => ({ path: '/white-label' }) },
  'PUT /white-label': {
    rule: 'pro_plus',
    allowed: 200,
    request: () => ({ path: '/white-label', body: json({ brandName: 'Table Test', primaryColor: '#123456', customDomain: null, expectedVersion: 0 }) }),
  },
  // Gamification: each signed-in user's own; a claim aimed at a reward nobody holds is a 404.
  'GET /gamification/data': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/gamification/data' }) },
  'GET /gamification/profile': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/gamification/profile' }) },
  'GET /gamification/achievements': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/gamification/achievements' }) },
  'GET /gamification/rewards': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/gamification/rewards' }) },
  'POST /gamification/rewards/:id/claim': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/gamification/rewards/${randomUUID()}/claim` }) },
  'POST /gamification/stats/update': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/gamification/stats/update', body: json({ points_gained: 5, quiz_completed: true }) }) },
  // Materials: any signed-in user may call these; who may touch which material is decided with the material in
  // hand (materials.int.spec.ts), so here the upload is the caller's own and the rest aim at materials that do not exist.
  'POST /materials': { rule: 'signed-in', allowed: 201, request: () => ({ path: '/materials?fileName=table.pdf', body: PDF, contentType: 'application/pdf' }) },
  'GET /materials': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/materials' }) },
  'GET /materials/:materialId': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/materials/${randomUUID()}` }) },
  'GET /materials/:materialId/download': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/materials/${randomUUID()}/download` }) },
  'POST /materials/:materialId/attachments': {
    rule: 'signed-in',
    allowed: 404,
    request: () => ({ path: `/materials/${randomUUID()}/attachments`, body: json({ courseId: 'c1', lessonId: 'l1' }) }),
  },
  'DELETE /materials/:materialId/attachments/:courseId/:lessonId': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/materials/${randomUUID()}/attachments/c1/l1` }) },
  'DELETE /materials/:materialId': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/materials/${randomUUID()}` }) },
  ...courseRows,
  'GET /gamification/leaderboard': { rule: 'signed-in', allowed: 200, request: () => ({ path: '/gamification/leaderboard?board=weekly&limit=5' }) },
  'PUT /gamification/leaderboard/participation': {
    rule: 'signed-in',
    allowed: 200,
    request: () => ({ path: '/gamification/leaderboard/participation', body: json({ participating: true }) }),
  },
  // Placement tests: only learners enrolled in the course start one (its authors and admins too are refused); a test
  // is read and answered by its owner alone, decided with the test in hand (placement.int.spec.ts), so here they aim
  // at tests that do not exist.
  'POST /courses/:courseId/placement-tests': {
    rule: 'enrolled-learner',
    allowed: 201,
    request: () => ({ path: at(placementCourse, '/placement-tests'), body: json({ testId: randomUUID() }) }),
  },
  'POST /placement-tests/:testId/answers': {
    rule: 'signed-in',
    allowed: 404,
    request: () => ({ path: `/placement-tests/${randomUUID()}/answers`, body: json({ itemId: 'i1', optionIds: ['t'] }) }),
  },
  'GET /placement-tests/:testId': { rule: 'signed-in', allowed: 404, request: () => ({ path: `/placement-tests/${randomUUID()}` }) },
  // Narration: the studio's routes are Pro Plus, then the course's authors alone (narration.int.spec.ts refuses the
  // others); aimed at no course, a Pro Plus caller is let in past the plan and meets its 404. The player's routes are
  // any signed-in reader's, decided with the course in hand.
  'GET /courses/:courseId/narration': { rule: 'pro_plus', allowed: 404, request: () => ({ path: at('no-such-course', '/narration') }) },
  'GET /courses/:courseId/narration/settings': { rule: 'pro_plus', allowed: 404, request: () => ({ path: at('no-such-course', '/narration/settings') }) },
  'PUT /courses/:courseId/narration/settings': {
    rule: 'pro_plus',
    allowed: 404,
    request: () => ({ path: at('no-such-course', '/narration/settings'), body: json({ voice: 'clear', speed: 1, language: 'en' }) }),
  },
  'POST /courses/:courseId/narration/lessons/:lessonId': { rule: 'pro_plus', allowed: 404, request: () => ({ path: at('no-such-course', '/narration/lessons/lesson-1') }) },
  'POST /courses/:courseId/narration/jobs': { rule: 'pro_plus', allowed: 404, request: () => ({ path: at('no-such-course', '/narration/jobs') }) },
  'GET /courses/:courseId/lessons/:lessonId/narration': { rule: 'signed-in', allowed: 404, request: () => ({ path: at('no-such-course', '/lessons/lesson-1/narration') }) },
  'GET /courses/:courseId/narration/audio/:audioKey': { rule: 'signed-in', allowed: 404, request: () => ({ path: at('no-such-course', `/narration/audio/${'a'.repeat(64)}`) }) },
};

/** A code check that succeeds: a fresh address asks for a code and the request presents it. */
async function verifiableCode(): Promise<Request> {
  const email = `v-${randomUUID()}@example.com`;
  const started = await fetch(`${serverUrl}/api/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownClient() },
    body: json({ email }),
  });
  expect(started.status).toBe(202);
  return { path: '/auth/email/verify', body: json({ email, code: await codeFromOutbox(serverUrl, email) }), headers: ownClient() };
}

/**
 * The forum's routes are open to any signed-in user at this level; whether they may act in a course is decided
 * where the course is loaded (its own int specs cover members, staff and outsiders). Aimed at no course, they 404.
 */
function forumCases(): Record<string, Case> {
  const threads = '/courses/:courseId/forum/threads';
  const at = (path: string) => path.replace(':courseId', 'no-such-course').replace(':threadId', 't-1').replace(':postId', 'p-1');
  const signedIn = (path: string, body?: unknown): Case => ({
    rule: 'signed-in',
    allowed: 404,
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
  /** Set for the course's creator and co-author, who aim course rows at a fresh course of theirs. */
  readonly author?: 'creator' | 'co-author';
  /** Set for the learner enrolled in the placement course. */
  readonly enrolled?: boolean;
}

/** The status the caller should get: the row's `allowed` when the rule lets them in, else 401 or 403. */
function expectedStatus(rule: Case, caller: Caller, owner: boolean): number {
  if (rule.rule === 'public') return rule.allowed;
  if (caller.role === null) return 401;
  const letIn = {
    'signed-in': true,
    admin: caller.role === 'admin',
    owner: owner || caller.role === 'admin',
    pro_plus: caller.tier === 'pro_plus',
    'paid-plan': caller.tier === 'pro' || caller.tier === 'pro_plus',
    'course-author': caller.author !== undefined,
    'course-creator': caller.author === 'creator',
    'course-author-or-admin': caller.author !== undefined || caller.role === 'admin',
    'course-creating-role': caller.role !== 'student',
    'enrolled-learner': caller.enrolled === true,
  }[rule.rule];
  return letIn ? rule.allowed : 403;
}

describe('authorization of every route, for every role, tier, ownership and authorship', () => {
  const used = useTestServer('pglite', { TRUST_PROXY: 'loopback' });
  const callers: Caller[] = [{ label: 'anonymous', role: null, tier: null, userId: null, token: async () => null }];
  let someoneElse: string;
  const { courseId: learningCourseId, lessonId: learningLessonId } = learningRequest('anyone');

  beforeAll(async () => {
    const { store } = used.server.platform;
    serverUrl = used.server.url;
    for (const role of roles) {
      for (const tier of subscriptionTiers) {
        const userId = randomUUID();
        const user = { userId, role, tier: tier as SubscriptionTier };
        // A fresh session per request: logout ends the one it is called with.
        callers.push({ label: `${role}/${tier}`, role, tier: user.tier, userId, token: () => used.server.tokenFor(user) });
      }
    }
    for (const [author, userId, role] of [['creator', creatorId, 'creator'], ['co-author', coAuthorId, 'instructor']] as const) {
      const user = { userId, role, tier: 'free' as const };
      callers.push({ label: `course ${author}`, role, tier: user.tier, userId, author, token: () => used.server.tokenFor(user) });
    }
    const enrolledLearner = { userId: randomUUID(), role: 'student' as const, tier: 'free' as const };
    callers.push({ label: 'enrolled learner', ...enrolledLearner, enrolled: true, token: () => used.server.tokenFor(enrolledLearner) });
    placementCourse = (await givenAdaptiveCourse(store, { creatorId: randomUUID() })).courseId;
    await givenEnrolment(store, placementCourse, enrolledLearner.userId);
    someoneElse = randomUUID();
    await used.server.tokenFor({ userId: someoneElse, role: 'student', tier: 'free' });
    tableCourse = (await givenPublishedCourse(store, { creatorId: randomUUID() })).courseId;
    unenrolledCourse = (await givenPublishedCourse(store, { creatorId: randomUUID() })).courseId;
    await used.server.tokenFor({ userId: randomUUID(), role: 'creator', tier: 'free', email: inviteeEmail });
    // Learning events are recorded by learners enrolled in the course, whoever sends them.
    await givenLearningCourse(store, learningCourseId, [learningLessonId!]);
    for (const userId of [someoneElse, ...callers.flatMap((caller) => (caller.userId ? [caller.userId] : []))]) {
      await givenEnrolment(store, learningCourseId, userId);
    }
  });

  it('covers every route the API serves', () => {
    const served = apiRoutes(used.server.platform).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(Object.keys(table).sort()).toEqual([...served].sort());
  });

  for (const [key, rule] of Object.entries(table)) {
    it(`${key} (${rule.rule}, ${rule.allowed} when let in)`, async () => {
      const [method] = key.split(' ');
      const outcomes: string[] = [];
      const refusedTiers = new Set<SubscriptionTier>();
      for (const caller of callers) {
        // Owner routes are tried on the caller's own data and on someone else's; the rest always on someone else.
        const targets = rule.rule === 'owner' && caller.userId ? [caller.userId, someoneElse] : [someoneElse];
        for (const target of targets) {
          const token = await caller.token();
          const authorsCourse = caller.author
            ? (await givenPublishedCourse(used.server.platform.store, { creatorId, coAuthorIds: [coAuthorId] })).courseId
            : undefined;
          const { path, body, contentType, headers } = await rule.request(target, authorsCourse);
          const response = await fetch(`${used.server.url}/api${path}`, {
            method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body !== undefined ? { 'content-type': contentType ?? 'application/json' } : {}),
              ...headers,
            },
            ...(body !== undefined ? { body } : {}),
          });
          const owner = caller.userId === target;
          const expected = expectedStatus(rule, caller, owner);
          if (response.status !== expected) {
            outcomes.push(`${caller.label} on ${owner ? 'own' : "someone else's"} data: expected ${expected}, got ${response.status} ${await response.clone().text()}`);
          }
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
