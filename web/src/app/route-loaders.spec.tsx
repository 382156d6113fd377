import {
  AchievementsResponse,
  AdminLeadListResponse,
  AdminNpsResponse,
  AdminUserListResponse,
  AuthProvidersResponse,
  CalibrationList,
  CatalogueResponse,
  CouponListResponse,
  CourseAuthoringResponse,
  CourseDetailResponse,
  CoursePlayerResponse,
  CreatorDashboardResponse,
  ForumThreadListResponse,
  LeaderboardResponse,
  MaterialListResponse,
  MyCertificatesResponse,
  MyCoursesResponse,
  ParkedEventList,
  PublicCertificate,
  PurchaseQuoteResponse,
  SalesSummaryResponse,
  type MeResponse,
} from '@pathwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourseCard, anAuthoringCourse, aPlayerCourse } from '../testing/course-fixtures';
import { aSession, aUser } from '../testing/identity-fixtures';
import { renderApp } from '../testing/render-app';
import { jsonReply, pendingReply, stubApi, type Reply } from '../testing/stub-api';

const aDetail = (title: string): CourseDetailResponse => ({
  course: { ...aCourseCard({ title }), description: 'Learn halves.', status: 'published' },
  version: 1,
  outline: [],
  skills: [],
  viewer: { signedIn: false, isStaff: false, isEnrolled: false },
});

const aPublicCertificate = (courseTitle: string): PublicCertificate => ({
  certificateId: 'certificate-loaded',
  status: 'valid',
  revokedAt: null,
  revocationReason: null,
  holderName: null,
  course: { courseId: 'fractions', title: courseTitle, description: '' },
  issuer: { id: 'https://pathwise.test/api/certificates/issuer', name: 'Pathwise', url: 'https://pathwise.test' },
  issuedAt: '2026-11-20T10:00:00.000Z',
  skills: [],
  verifyUrl: 'https://pathwise.test/verify/certificate-loaded',
  credentialUrl: '/api/certificates/certificate-loaded/credential',
  supersedes: null,
  supersededBy: null,
});

const aThreadList = (courseTitle: string, page = 1): ForumThreadListResponse => ({
  courseTitle,
  threads: [],
  total: 0,
  page,
  pageSize: 20,
  viewer: { userId: 'someone', canModerate: false },
});

/**
 * A data page whose route loader starts its read: the address, the request the page reads by, an answer with a text
 * the page shows once it has it, and who may and may not open the page.
 */
interface LoadedPage {
  readonly page: string;
  readonly href: string;
  readonly request: string;
  readonly reply: Reply;
  readonly shows: string | RegExp;
  /** The query string the loader must ask with, when the address carries one. */
  readonly query?: Record<string, string>;
  /** Someone the page shows its data to: a visitor (null) or a signed-in user of that role. */
  readonly mayOpen: MeResponse['role'] | null;
  /** Someone the page's own gate turns away before it asks: a visitor (null) or a signed-in user of another role. */
  readonly mayNotOpen?: MeResponse['role'] | null;
  /** The plan of whoever may open the page, for a page behind a plan (anyone else there is on the free plan). */
  readonly plan?: MeResponse['subscription_tier'];
}

const loadedPages: LoadedPage[] = [
  {
    page: 'login',
    href: '/login',
    request: 'GET /api/auth/providers',
    reply: jsonReply(AuthProvidersResponse, { google: true }),
    shows: 'Continue with Google',
    mayOpen: null,
  },
  {
    page: 'creator dashboard',
    href: '/courses/dashboard',
    request: 'GET /api/courses/dashboard',
    reply: jsonReply(CreatorDashboardResponse, { courses: [], totals: { published: 0, drafts: 0, enrolments: 4321 }, recentEnrolments: [] }),
    shows: '4,321',
    mayOpen: 'instructor',
    mayNotOpen: null,
  },
  {
    page: 'achievements',
    href: '/achievements',
    request: 'GET /api/gamification/achievements',
    reply: jsonReply(AchievementsResponse, {
      achievements: [
        { id: 'loaded', title: 'Loaded early', name: 'loaded', description: 'Opened a page fast.', icon: 'bolt', points: 5, xp_value: 5, category: 'course', achievement_type: 'course', rarity: 'common', unlocked: true, unlocked_at: '2026-11-20T10:00:00.000Z' },
      ],
    }),
    shows: 'Loaded early',
    mayOpen: 'student',
    mayNotOpen: null,
  },
  {
    page: 'leaderboard',
    href: '/leaderboard',
    request: 'GET /api/gamification/leaderboard',
    reply: jsonReply(LeaderboardResponse, { board: 'global', courseId: null, week: null, enabled: true, leaderboard: [{ rank: 1, userId: 'u-ada', name: 'Loaded Ada', shownAs: 'name', xp: 900 }], total: 1, me: null, participating: true, shownAs: 'alias', alias: 'Swift Otter 42' }),
    shows: 'Loaded Ada',
    query: { board: 'global' },
    mayOpen: 'student',
    mayNotOpen: null,
  },
  {
    page: 'materials',
    href: '/materials',
    request: 'GET /api/materials',
    reply: jsonReply(MaterialListResponse, {
      materials: [
        { materialId: 'material-loaded', ownerId: 'user-1', courseId: null, fileName: 'loaded-notes.pdf', contentType: 'application/pdf', sizeBytes: 2048, sha256: 'a'.repeat(64), uploadedAt: '2026-11-20T10:00:00.000Z', attachments: [], downloadUrl: '/api/materials/material-loaded/download' },
      ],
      limits: { maxBytes: 25 * 1024 * 1024, contentTypes: ['application/pdf'], extensions: ['.pdf'] },
    }),
    shows: 'loaded-notes.pdf',
    mayOpen: 'instructor',
    mayNotOpen: null,
  },
  {
    page: 'course player',
    href: '/courses/fractions/view',
    request: 'GET /api/courses/fractions/learn',
    reply: jsonReply(CoursePlayerResponse, aPlayerCourse({ courseId: 'fractions', title: 'Loaded halves' })),
    shows: 'Loaded halves',
    mayOpen: 'student',
    mayNotOpen: null,
  },
  {
    page: 'placement test',
    href: '/courses/fractions/placement',
    request: 'GET /api/courses/fractions/learn',
    reply: jsonReply(CoursePlayerResponse, aPlayerCourse({ courseId: 'fractions', title: 'Loaded halves' })),
    shows: 'Loaded halves',
    mayOpen: 'student',
    mayNotOpen: null,
  },
  {
    page: 'course editor',
    href: '/courses/fractions/edit',
    request: 'GET /api/courses/fractions/authoring',
    reply: jsonReply(CourseAuthoringResponse, anAuthoringCourse({ courseId: 'fractions', details: { ...anAuthoringCourse().details, title: 'Loaded halves' } })),
    shows: /Loaded halves/,
    mayOpen: 'instructor',
    mayNotOpen: null,
  },
  {
    page: 'admin users',
    href: '/admin/users?search=grace&role=admin&page=2',
    request: 'GET /api/admin/users',
    reply: jsonReply(AdminUserListResponse, {
      users: [{ uid: 'user-loaded', email: 'grace@example.com', display_name: 'Loaded Grace', role: 'admin', subscription_tier: 'pro', created_at: '2025-01-15T10:00:00.000Z', last_login: null }],
      total: 26,
      page: 2,
      page_size: 25,
    }),
    shows: 'Loaded Grace',
    query: { search: 'grace', role: 'admin', page: '2' },
    mayOpen: 'admin',
    mayNotOpen: 'instructor',
  },
  {
    page: 'admin leads',
    href: '/admin/leads?topic=sales&page=2',
    request: 'GET /api/admin/leads',
    reply: jsonReply(AdminLeadListResponse, {
      leads: [{ lead_id: 'lead-loaded', name: 'Loaded Grace', email: 'grace@navy.example', organization: 'US Navy', topic: 'sales', message: 'Hello.', submitted_at: '2025-03-04T09:05:00.000Z' }],
      total: 26,
      page: 2,
      page_size: 25,
    }),
    shows: 'Loaded Grace',
    query: { topic: 'sales', page: '2' },
    mayOpen: 'admin',
    mayNotOpen: 'student',
  },
  {
    page: 'admin calibration',
    href: '/admin/adaptive-calibration',
    request: 'GET /api/admin/adaptive/calibrations',
    reply: jsonReply(CalibrationList, {
      runs: [{ calibrationId: 'calibration-loaded', recordedAt: '2026-03-01T18:30:00.000Z', answers: 150, learners: 9, adopted: false, reason: 'Loaded run: too few answers', heldOut: null, itemBanks: [] }],
    }),
    shows: 'Loaded run: too few answers',
    mayOpen: 'admin',
    mayNotOpen: 'instructor',
  },
  {
    page: 'coupons',
    href: '/sales/coupons',
    request: 'GET /api/coupons',
    reply: jsonReply(CouponListResponse, {
      coupons: [
        {
          code: 'LOADED-CODE',
          discount: { kind: 'percent', percent: 10 },
          scope: { kind: 'creator' },
          expiresAt: null,
          maxRedemptions: null,
          oncePerCustomer: false,
          redeemed: 0,
          held: 0,
          status: 'active',
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    }),
    shows: 'LOADED-CODE',
    mayOpen: 'instructor',
    mayNotOpen: null,
  },
  {
    page: 'admin parked events',
    href: '/admin/parked-events',
    request: 'GET /api/admin/projections/parked-events',
    reply: jsonReply(ParkedEventList, {
      parkedEvents: [{ projection: 'leads', position: '42', streamId: 'lead-1', eventType: 'LeadSubmitted', error: 'Loaded failure (22P05)', attempts: 1, firstFailedAt: '2026-11-25T10:00:00.000Z', lastFailedAt: '2026-11-25T10:00:00.000Z' }],
      total: 1,
    }),
    shows: 'Loaded failure (22P05)',
    mayOpen: 'admin',
    mayNotOpen: 'student',
  },
  {
    page: 'admin NPS',
    href: '/admin/nps',
    request: 'GET /api/admin/nps',
    reply: jsonReply(AdminNpsResponse, {
      score: 100,
      responses: 1,
      promoters: 1,
      passives: 0,
      detractors: 0,
      distribution: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      trend: [{ weekStart: '2026-11-23', score: 100, responses: 1 }],
      comments: { items: [{ responseId: 'r1', score: 10, comment: 'Loaded NPS comment', role: 'student', plan: 'free', answeredAt: '2026-11-25T10:00:00.000Z' }], nextCursor: null },
    }),
    shows: 'Loaded NPS comment',
    mayOpen: 'admin',
    mayNotOpen: 'student',
  },
  {
    page: 'my certificates',
    href: '/certificates',
    request: 'GET /api/me/certificates',
    reply: jsonReply(MyCertificatesResponse, {
      certificates: [{ ...aPublicCertificate('Loaded certified course'), showName: false, nameOutdated: false, pdfUrl: '/api/me/certificates/certificate-loaded/pdf', linkedInUrl: 'https://www.linkedin.com/profile/add' }],
    }),
    shows: 'Loaded certified course',
    mayOpen: 'student',
    mayNotOpen: null,
  },
  {
    page: 'course assistant',
    href: '/ai-assistant',
    request: 'GET /api/me/courses',
    reply: jsonReply(MyCoursesResponse, {
      courses: [{ ...aCourseCard({ courseId: 'course-loaded', title: 'Loaded assistant course' }), enrolledAt: '2026-11-01T10:00:00.000Z', lessonsCompleted: 0, progressPercent: 0, lastActivityAt: null, completedAt: null }],
    }),
    shows: 'Loaded assistant course',
    mayOpen: 'student',
    plan: 'pro',
    // A learner on the free plan meets Subscription Required.
    mayNotOpen: 'student',
  },
  {
    page: 'certificate verification',
    href: '/verify/certificate-loaded',
    request: 'GET /api/certificates/certificate-loaded',
    reply: jsonReply(PublicCertificate, aPublicCertificate('Loaded verified course')),
    shows: 'Loaded verified course',
    mayOpen: null,
  },
];

const pathOf = (request: string) => request.split(' ')[1] ?? request;
/** Preloads an address as hovering a link to it does. The address (`href`) wins over `to`, which the type asks for. */
const preloadAddress = (router: ReturnType<typeof renderApp>['router'], href: string) => router.preloadRoute({ to: '/', href });
const somebody = (role: MeResponse['role'] | null) => (role === null ? 'a visitor' : `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`);
const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('Route loaders', { timeout: 20_000 }, () => {
  it('course page: preloading its route asks for the course, and the page then shows that answer without asking again', async () => {
    const detail = aDetail('Fractions from scratch');
    const courseApi = `GET /api/courses/${detail.course.courseId}`;
    const api = stubApi({ [courseApi]: jsonReply(CourseDetailResponse, detail) });
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });

    // A preload runs the loader alone, as hovering a link does: the request is the loader's, not the page's.
    await router.preloadRoute({ to: '/courses/$courseId', params: { courseId: detail.course.courseId } });
    await waitFor(() => expect(api.to(courseApi)).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1, name: 'Fractions from scratch' })).toBeNull();

    await router.navigate({ to: '/courses/$courseId', params: { courseId: detail.course.courseId } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions from scratch' })).toBeTruthy();
    expect(api.to(courseApi)).toHaveLength(1);
  });

  it('catalogue: opening it with a search asks once, with that search, and lists the answer', async () => {
    const api = stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, { items: [aCourseCard({ title: 'Advanced thirds' })], total: 1, page: 1, pageSize: 12 }) });
    renderApp('/courses?level=advanced');

    expect(await screen.findByRole('link', { name: 'Advanced thirds' })).toBeTruthy();
    expect(api.to('GET /api/courses').map((request) => new URL(request.url, 'http://x').searchParams.get('level'))).toEqual(['advanced']);
  });

  it('forum: preloading its route for a signed-in learner asks for that page of threads, which the forum then shows without asking again', async () => {
    const threadsApi = 'GET /api/courses/fractions/forum/threads';
    const api = stubApi({ [threadsApi]: jsonReply(ForumThreadListResponse, aThreadList('Fractions without fear', 2)) });
    const { router } = renderApp('/terms', { session: aSession(aUser({ role: 'student' })) });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/courses/$courseId/forum', params: { courseId: 'fractions' }, search: { page: 2 } });
    await waitFor(() => expect(api.to(threadsApi)).toHaveLength(1));
    expect(new URL(api.to(threadsApi)[0]?.url ?? '', 'http://x').searchParams.get('page')).toBe('2');

    await router.navigate({ to: '/courses/$courseId/forum', params: { courseId: 'fractions' }, search: { page: 2 } });
    expect(await screen.findByText('Fractions without fear')).toBeTruthy();
    expect(api.to(threadsApi)).toHaveLength(1);
  });

  it('purchase: preloading its route for a signed-in learner asks for the quote, which the page then shows without asking again', async () => {
    const quoteApi = 'GET /api/courses/fractions/purchase';
    const quote = { courseId: 'fractions', courseTitle: 'Fractions for sale', amounts: { currency: 'EUR' as const, subtotal: 4_900, taxRateBasisPoints: 0, tax: 0, total: 4_900 }, taxCountries: [], order: null, enrolled: false };
    const api = stubApi({ [quoteApi]: jsonReply(PurchaseQuoteResponse, quote) });
    const { router } = renderApp('/terms', { session: aSession(aUser({ role: 'student' })) });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/courses/$courseId/purchase', params: { courseId: 'fractions' } });
    await waitFor(() => expect(api.to(quoteApi)).toHaveLength(1));
    await router.navigate({ to: '/courses/$courseId/purchase', params: { courseId: 'fractions' } });
    expect(await screen.findByText('Fractions for sale')).toBeTruthy();
    expect(api.to(quoteApi)).toHaveLength(1);
  });

  it('sales: preloading its route for a creator asks for the last 30 days, which the page then shows without asking again', async () => {
    const summaryApi = 'GET /api/sales';
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const summary = { creatorId: 'maya', from, to: today, totals: [], daily: [], orderCount: 0, courses: [] };
    const api = stubApi({ [summaryApi]: jsonReply(SalesSummaryResponse, summary), 'GET /api/sales/orders': pendingReply });
    const { router } = renderApp('/terms', { session: aSession(aUser({ role: 'creator' })) });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/sales' });
    await waitFor(() => expect(api.to(summaryApi)).toHaveLength(1));
    expect(api.to(summaryApi)[0]!.url).toContain(`from=${from}&to=${today}`);
    await router.navigate({ to: '/sales' });
    expect(await screen.findByText(/No paid orders in this period yet/)).toBeTruthy();
    expect(api.to(summaryApi)).toHaveLength(1);
  });

  it('purchase: preloading its route for a visitor asks for nothing, as the visitor is sent to sign in first', async () => {
    const api = stubApi({});
    const { router } = renderApp('/terms', { session: null });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/courses/$courseId/purchase', params: { courseId: 'fractions' } });
    expect(api.requests.filter((request) => request.url.includes('/purchase'))).toEqual([]);
  });

  it('forum: preloading its route for a visitor asks for no thread, as a visitor’s page would not either', async () => {
    const api = stubApi({});
    const { router } = renderApp('/terms', { session: null });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/courses/$courseId/forum', params: { courseId: 'fractions' } });
    expect(api.requests.filter((request) => request.url.includes('/forum/'))).toEqual([]);
  });
  it.each(loadedPages.map((page) => [page.page, somebody(page.mayOpen), page] as const))('%s: preloading its route for %s asks for the page’s read, which the page then shows without asking again', async (_page, _somebody, { href, request, reply, shows, query, mayOpen, plan }) => {
    const api = stubApi({ [request]: reply });
    const { router } = renderApp('/terms', { session: mayOpen ? aSession(aUser({ role: mayOpen, ...(plan ? { subscription_tier: plan } : {}) })) : null });
    await screen.findByRole('heading', { level: 1 });

    // A preload runs the loaders alone, as hovering a link does: the request is the loader's, not the page's.
    await preloadAddress(router, href);
    await waitFor(() => expect(api.to(request)).toHaveLength(1));
    if (query) expect(queryOf(api.to(request)[0]?.url)).toMatchObject(query);
    expect(screen.queryByText(shows)).toBeNull();

    await router.navigate({ href });
    expect(await screen.findByText(shows)).toBeTruthy();
    expect(api.to(request)).toHaveLength(1);
  });

  const gatedPages = loadedPages.filter((page) => page.mayNotOpen !== undefined);
  it.each(gatedPages.map((page) => [page.page, somebody(page.mayNotOpen ?? null), page] as const))('%s: for %s, whom the page turns away, neither preloading nor opening its route asks for the page’s read', async (_page, _somebody, { href, request, mayNotOpen, plan }) => {
    const api = stubApi({});
    const { router } = renderApp('/terms', { session: mayNotOpen ? aSession(aUser({ role: mayNotOpen })) : null });
    await screen.findByRole('heading', { level: 1 });

    await preloadAddress(router, href);
    await router.navigate({ href });
    // The gate's own answer comes once the route's loaders have run and its page's chunk is in.
    const refusal = mayNotOpen ? (plan ? 'Subscription Required' : 'Access Denied') : 'Sign in to Pathwise';
    expect(await screen.findByRole('heading', { level: 1, name: refusal })).toBeTruthy();
    expect(api.requests.map((seen) => seen.url).filter((url) => url.startsWith(pathOf(request)))).toEqual([]);
  });
});
