import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type ParsedLocation,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { accessPolicies, decideAccess, leadTopics, type AccessPolicyName } from '@pathwise/contracts';
import { VerifyingAuthentication } from '../features/access';
import { LearnerDashboardPage, prefetchLearnerProfile, prefetchLearnerProgress, ProgressPage } from '../features/adaptive/pages';
import { AdaptiveCalibrationPage, prefetchCalibrations } from '../features/admin-adaptive-calibration/pages';
import { AiAssistantPage } from '../features/ai-assistant/pages';
import type { LeadTopic } from '../features/admin-leads';
import { AdminLeadsPage, prefetchAdminLeads } from '../features/admin-leads/pages';
import { BillingPage, prefetchBilling } from '../features/billing/pages';
import { ParkedEventsPage, prefetchParkedEvents } from '../features/admin-parked-events/pages';
import { MonitoringPage, prefetchMonitoring } from '../features/admin-monitoring/pages';
import { CommandCenterPage, prefetchCommandCenter } from '../features/admin-command-center/pages';
import { ReportsPage } from '../features/analytics/pages';
import { AdminNpsPage, parseAdminNpsSearch, prefetchAdminNps, type AdminNpsFilter } from '../features/admin-nps/pages';
import { AdminUsersPage, parseAdminUsersSearch, prefetchAdminUsers, type AdminUsersSearch } from '../features/admin-users/pages';
import { getSessionQueryOptions, sessionQueryKey, type CurrentSession } from '../features/identity';
import { LoginPage, OtpLoginPage, prefetchAuthProviders, ProfilePage, SettingsPage, SignUpPage } from '../features/identity/pages';
import { AdvancedAiContentPage } from '../features/ai-studio/pages';
import { MyCertificatesPage, prefetchMyCertificates, prefetchPublicCertificate, VerifyCertificatePage } from '../features/certificates/pages';
import { CourseEditorPage, prefetchCourseAuthoring } from '../features/course-authoring/pages';
import { CoursePlayerPage, prefetchCoursePlayer } from '../features/course-player/pages';
import {
  CataloguePage,
  CourseDetailPage,
  CreateCoursePage,
  CreatorDashboardPage,
  MyCoursesPage,
  CurrentCoursePage,
  parseCatalogueSearch,
  prefetchCatalogue,
  prefetchCourse,
  prefetchCreatorDashboard,
  prefetchMyCourses,
  type CatalogueSearch,
} from '../features/courses/pages';
import { DashboardPage } from '../features/dashboard/pages';
import { DevOutboxPage } from '../features/dev-outbox/pages';
import { NotFoundPage, RouteErrorPage } from '../features/errors';
import {
  ConnectPage,
  prefetchOrder,
  prefetchPayouts,
  prefetchPurchase,
  prefetchSales,
  prefetchTestCheckout,
  PurchaseCancelPage,
  PurchasePage,
  PurchaseSuccessPage,
  SalesPage,
  TestCheckoutPage,
  CouponsPage,
  prefetchCoupons,
} from '../features/commerce/pages';
import { ForumPage, prefetchForum } from '../features/forum/pages';
import { FramePage } from '../features/frames/pages';
import { VoiceStudioPage } from '../features/narration/pages';
import { AchievementsPage, LeaderboardPage, prefetchAchievements, prefetchLeaderboard, prefetchXpBar } from '../features/gamification/pages';
import { prefetchInbox } from '../features/notifications';
import { marketingPages } from '../marketing';
import { MaterialsPage, prefetchMaterials } from '../features/materials/pages';
import { PlacementTestPage } from '../features/placement/pages';
import { prefetchPlatformOverview } from '../features/platform/pages';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { AdminLayout, PaidPlansLayout, ProPlusLayout, SignedInLayout } from './routes/gate-layouts';
import { RootLayout } from './shell/root-layout';
import { ROUTER_PENDING_MS } from './router-pending';

/**
 * Every route of the route catalog (shared/navigation/route-catalog.ts) behind its gate; router.spec.tsx checks the
 * two agree. Pages load on demand, one chunk each, so the first load carries only the shell.
 */

/**
 * What every route's `beforeLoad` and `loader` receive. A data page's loader starts its read with the query options
 * the page reads it by (its feature's `prefetch…`, in pages.ts) and does not wait for it: the page shows its own
 * loading state, and finds the request under way.
 */
export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** A search parameter that is a non-empty string, else absent: hand-edited URLs must not break a page. */
const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

const leadTopic = (value: unknown): LeadTopic | undefined =>
  leadTopics.find((topic) => topic === value);

// Public

const publicPage = <const P extends string>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: (search): { redirect?: string } => ({ redirect: optionalString(search.redirect) }),
  component: SignUpPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search): { redirect?: string; error?: string } => ({
    redirect: optionalString(search.redirect),
    // Set by the server when it sends a refused Google sign-in back here.
    error: optionalString(search.error),
  }),
  // Whoever opens the page, signed in or not, reads which sign-in methods the server offers.
  loader: ({ context }) => prefetchAuthProviders(context.queryClient),
  component: LoginPage,
});

const otpLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/otp-login',
  validateSearch: (search): { email?: string; redirect?: string } => ({
    email: optionalString(search.email),
    redirect: optionalString(search.redirect),
  }),
  component: OtpLoginPage,
});

const devOutboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/outbox',
  validateSearch: (search): { to?: string } => ({ to: optionalString(search.to) }),
  component: DevOutboxPage,
});

const catalogueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/courses',
  validateSearch: (search): CatalogueSearch => parseCatalogueSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCatalogue(context.queryClient, deps),
  component: CataloguePage,
});

const courseDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/courses/$courseId',
  loader: ({ context, params }) => prefetchCourse(context.queryClient, params.courseId),
  component: CourseDetailPage,
});

const verifyCertificateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify/$certificateId',
  loader: ({ context, params }) => prefetchPublicCertificate(context.queryClient, params.certificateId),
  component: VerifyCertificatePage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => prefetchPlatformOverview(context.queryClient),
  component: marketingPages.home,
});

const publicRoutes = [
  homeRoute,
  publicPage('/demo', marketingPages.demo),
  signUpRoute,
  loginRoute,
  otpLoginRoute,
  publicPage('/privacy', marketingPages.privacy),
  publicPage('/terms', marketingPages.terms),
  publicPage('/contact', marketingPages.contact),
  publicPage('/about', marketingPages.about),
  publicPage('/documentation', marketingPages.documentation),
  publicPage('/resources', marketingPages.resources),
  publicPage('/features', marketingPages.features),
  verifyCertificateRoute,
  catalogueRoute,
  courseDetailRoute,
  publicPage('/pricing', marketingPages.pricing),
  publicPage('/features/adaptive-learning', marketingPages.adaptiveLearning),
  publicPage('/features/adaptive-assessments', marketingPages.adaptiveAssessments),
  publicPage('/features/ai-content', marketingPages.aiContent),
  publicPage('/features/adaptive-builder', marketingPages.adaptiveBuilder),
  publicPage('/features/adaptive-builder-demo', marketingPages.adaptiveBuilderDemo),
  publicPage('/features/emotional-design-demo', marketingPages.emotionalDesignDemo),
  devOutboxRoute,
] as const;

// Sign-in required: a pathless parent whose gate redirects visitors to /login (spec section 2).

const toLogin = (location: ParsedLocation) =>
  redirect({ to: '/login', search: { redirect: location.href }, replace: true });

/**
 * Decides before the page renders, with the address being navigated to, so the redirect carries the original path.
 * The layout's RequireAuth still watches the session, for a sign-out or an expiry while a page is open.
 */
async function requireSession(queryClient: QueryClient, location: ParsedLocation): Promise<void> {
  const known = queryClient.getQueryData<CurrentSession | null>(sessionQueryKey);
  if (known === null) throw toLogin(location);
  if (known) return;
  let session: CurrentSession | null;
  try {
    session = await queryClient.ensureQueryData(getSessionQueryOptions());
  } catch {
    // The session could not be checked at all; the layout says so and offers a retry rather than a sign-in.
    return;
  }
  if (!session) throw toLogin(location);
}

const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location),
  // The app's bar shows the person's level and unread count over every signed-in page: read with the page's data, so
  // that a page the server renders arrives with its bar drawn, and one the app draws does not wait for the bar's code.
  loader: ({ context }) => {
    if (signedInUserId(context.queryClient)) {
      prefetchXpBar(context.queryClient);
      prefetchInbox(context.queryClient);
    }
  },
  pendingComponent: VerifyingAuthentication,
  component: SignedInLayout,
});

const signedInPage = <const P extends string>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => signedInRoute, path, component });

/**
 * A signed-in page the server renders for the person who asks for it, with their data, so that a phone paints it
 * before any script runs: the pages learners open first. Such a page draws in its first render only what the server
 * knows too (nothing of this browser's storage or screen), or its markup would not hydrate as drawn.
 */
const renderedForSignedIn = { rendersOnServerForSignedIn: true } as const;

/**
 * The signed-in user's id once the gate has let them in, for the loaders of signed-in pages: they ask for data only
 * when the session is known to allow it (not when it could not be checked), so a visitor never sends a request that
 * the page itself would not have sent.
 */
const signedInUserId = (queryClient: QueryClient): string | undefined =>
  queryClient.getQueryData<CurrentSession | null>(sessionQueryKey)?.user.uid;

/**
 * Whether the known session passes a named policy, as the page's own gate decides it: the loader of a page behind a
 * role asks for nothing that the gate would answer with Access Denied instead of the page.
 */
function sessionPasses(queryClient: QueryClient, policy: AccessPolicyName): boolean {
  const user = queryClient.getQueryData<CurrentSession | null>(sessionQueryKey)?.user;
  return user !== undefined && decideAccess(accessPolicies[policy], { role: user.role, tier: user.subscription_tier }).allowed;
}

/** A signed-in page whose one read needs only that someone is signed in, started by its loader. */
const signedInDataPage = <const P extends string>(path: P, component: RouteComponent, prefetch: (queryClient: QueryClient) => void) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path,
    loader: ({ context }) => {
      if (signedInUserId(context.queryClient)) prefetch(context.queryClient);
    },
    component,
  });

const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/dashboard',
  staticData: renderedForSignedIn,
  component: DashboardPage,
});

const learnerDashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/learner-dashboard',
  staticData: renderedForSignedIn,
  loader: ({ context }) => {
    const userId = signedInUserId(context.queryClient);
    if (!userId) return;
    prefetchLearnerProfile(context.queryClient, userId);
    // The cards name the learner's courses by their titles.
    prefetchMyCourses(context.queryClient);
  },
  component: LearnerDashboardPage,
});

const courseForumRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/forum',
  // ?thread= opens one thread: the address a notification's action points at.
  validateSearch: (search): { thread?: string; page?: number } => ({
    thread: optionalString(search.thread),
    page: positiveInteger(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (signedInUserId(context.queryClient)) prefetchForum(context.queryClient, params.courseId, { page: deps.page ?? 1, thread: deps.thread });
  },
  component: ForumPage,
});

// Buying a course needs a buyer: a visitor is sent to sign in and comes back to the same page (ADR 41).
const purchaseRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/purchase',
  loader: ({ context, params }) => {
    if (signedInUserId(context.queryClient)) prefetchPurchase(context.queryClient, params.courseId);
  },
  component: PurchasePage,
});

const purchaseSuccessRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/purchase/success',
  validateSearch: (search): { orderId?: string } => ({ orderId: optionalString(search.orderId) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (signedInUserId(context.queryClient) && deps.orderId) prefetchOrder(context.queryClient, deps.orderId);
  },
  component: PurchaseSuccessPage,
});

const purchaseCancelRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/purchase/cancel',
  validateSearch: (search): { orderId?: string } => ({ orderId: optionalString(search.orderId) }),
  component: PurchaseCancelPage,
});

/** The built-in test payment provider's checkout page, where Stripe's hosted page will stand at scale. */
const testCheckoutRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/checkout/test/$sessionId',
  loader: ({ context, params }) => {
    if (signedInUserId(context.queryClient)) prefetchTestCheckout(context.queryClient, params.sessionId);
  },
  component: TestCheckoutPage,
});

const coursePlayerRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/view',
  staticData: renderedForSignedIn,
  // Which lesson or quiz is open: kept in the address so a reload or a shared link lands on the same step.
  validateSearch: (search): { lesson?: string; quiz?: string } => ({
    lesson: optionalString(search.lesson),
    quiz: optionalString(search.quiz),
  }),
  loader: ({ context, params }) => {
    if (!signedInUserId(context.queryClient)) return;
    prefetchCoursePlayer(context.queryClient, params.courseId);
    // The breadcrumbs name the course by its title, drawn with the page.
    prefetchCourse(context.queryClient, params.courseId);
  },
  component: CoursePlayerPage,
});

const coursePlacementRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/placement',
  // The test under way, named by the client when it started: a reload resumes the same test.
  validateSearch: (search): { test?: string } => ({ test: optionalString(search.test) }),
  // The page reads the course through the player's query before anything of the test, which waits for it.
  loader: ({ context, params }) => {
    if (signedInUserId(context.queryClient)) prefetchCoursePlayer(context.queryClient, params.courseId);
  },
  component: PlacementTestPage,
});

const progressRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/progress',
  // ?at= travels in time: the profile as it stood then, kept in the address so it can be shared or reloaded. The
  // page reads the date itself, so that its parsing loads with the page rather than with the first chunk.
  validateSearch: (search): { at?: string } => ({ at: optionalString(search.at) }),
  loader: ({ context }) => {
    const userId = signedInUserId(context.queryClient);
    if (userId) prefetchLearnerProgress(context.queryClient, userId);
  },
  component: ProgressPage,
});

const courseEditorRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/courses/$courseId/edit',
  loader: ({ context, params }) => {
    if (signedInUserId(context.queryClient)) prefetchCourseAuthoring(context.queryClient, params.courseId);
  },
  component: CourseEditorPage,
});

const signedInRoutes = [
  dashboardRoute,
  learnerDashboardRoute,
  signedInDataPage('/courses/dashboard', CreatorDashboardPage, prefetchCreatorDashboard),
  signedInPage('/courses/create', CreateCoursePage),
  courseEditorRoute,
  coursePlayerRoute,
  coursePlacementRoute,
  courseForumRoute,
  purchaseRoute,
  purchaseSuccessRoute,
  purchaseCancelRoute,
  testCheckoutRoute,
  signedInDataPage('/materials', MaterialsPage, prefetchMaterials),
  signedInPage('/profile', ProfilePage),
  signedInDataPage('/my-courses', MyCoursesPage, prefetchMyCourses),
  signedInDataPage('/billing', BillingPage, prefetchBilling),
  signedInPage('/analytics', FramePage),
  signedInDataPage('/reports', ReportsPage, prefetchCreatorDashboard),
  signedInDataPage('/certificates', MyCertificatesPage, prefetchMyCertificates),
  signedInDataPage('/sales', SalesPage, prefetchSales),
  signedInDataPage('/sales/coupons', CouponsPage, prefetchCoupons),
  signedInDataPage('/connect', ConnectPage, prefetchPayouts),
  progressRoute,
  signedInPage('/create', CreateCoursePage),
  signedInDataPage('/courses/current', CurrentCoursePage, prefetchMyCourses),
  signedInPage('/social', FramePage),
  signedInDataPage('/achievements', AchievementsPage, prefetchAchievements),
  signedInDataPage('/leaderboard', LeaderboardPage, prefetchLeaderboard),
  signedInPage('/settings', SettingsPage),
] as const;

// Sign-in plus plan pro_plus, and admin role: nested in the signed-in parent, so a visitor is asked to sign in first.

const proPlusRoute = createRoute({ getParentRoute: () => signedInRoute, id: 'pro-plus', component: ProPlusLayout });

const proPlusPage = <const P extends string>(path: P, component: RouteComponent = FramePage) =>
  createRoute({ getParentRoute: () => proPlusRoute, path, component });

const proPlusRoutes = [
  proPlusPage('/features/advanced-ai-content', AdvancedAiContentPage),
  proPlusPage('/features/ai-collaboration'),
  proPlusPage('/features/ai-voice-studio', VoiceStudioPage),
  proPlusPage('/features/ai-content-versioning'),
  proPlusPage('/features/advanced-analytics'),
  proPlusPage('/white-label'),
] as const;

// Sign-in plus either paid plan (spec section 6: the course assistant is for non-free plans).

const paidPlansRoute = createRoute({ getParentRoute: () => signedInRoute, id: 'paid-plans', component: PaidPlansLayout });

const aiAssistantRoute = createRoute({
  getParentRoute: () => paidPlansRoute,
  path: '/ai-assistant',
  // The courses to ask about: the learner's own, read only for someone the plan gate lets in.
  loader: ({ context }) => {
    if (sessionPasses(context.queryClient, 'paidPlans')) prefetchMyCourses(context.queryClient);
  },
  component: AiAssistantPage,
});

const adminRoute = createRoute({ getParentRoute: () => signedInRoute, id: 'admin', component: AdminLayout });

const adminPage = <const P extends string>(path: P, component: RouteComponent = FramePage) =>
  createRoute({ getParentRoute: () => adminRoute, path, component });

/** An admin page whose read its loader starts, only for an admin: anyone else gets Access Denied and asks nothing. */
const adminDataPage = <const P extends string>(path: P, component: RouteComponent, prefetch: (queryClient: QueryClient) => void) =>
  createRoute({
    getParentRoute: () => adminRoute,
    path,
    loader: ({ context }) => {
      if (sessionPasses(context.queryClient, 'admin')) prefetch(context.queryClient);
    },
    component,
  });

const adminLeadsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin/leads',
  validateSearch: (search): { topic?: LeadTopic; page?: number } => ({
    topic: leadTopic(search.topic),
    page: positiveInteger(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (sessionPasses(context.queryClient, 'admin')) prefetchAdminLeads(context.queryClient, { page: deps.page ?? 1, ...(deps.topic ? { topic: deps.topic } : {}) });
  },
  component: AdminLeadsPage,
});

const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin/users',
  validateSearch: (search): AdminUsersSearch => parseAdminUsersSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (sessionPasses(context.queryClient, 'admin')) prefetchAdminUsers(context.queryClient, deps);
  },
  component: AdminUsersPage,
});

const adminNpsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/admin/nps',
  validateSearch: (search): AdminNpsFilter => parseAdminNpsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (sessionPasses(context.queryClient, 'admin')) prefetchAdminNps(context.queryClient, deps);
  },
  component: AdminNpsPage,
});

const adminRoutes = [
  adminDataPage('/monitoring', MonitoringPage, prefetchMonitoring),
  adminNpsRoute,
  adminUsersRoute,
  adminLeadsRoute,
  adminDataPage('/admin/adaptive-calibration', AdaptiveCalibrationPage, prefetchCalibrations),
  adminDataPage('/admin/parked-events', ParkedEventsPage, prefetchParkedEvents),
  adminDataPage('/command-center', CommandCenterPage, prefetchCommandCenter),
  adminPage('/advanced-command-center'),
  adminPage('/performance-testing'),
] as const;

const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  signedInRoute.addChildren([
    ...signedInRoutes,
    proPlusRoute.addChildren([...proPlusRoutes]),
    paidPlansRoute.addChildren([aiAssistantRoute]),
    adminRoute.addChildren([...adminRoutes]),
  ]),
]);

interface CreateAppRouterOptions {
  queryClient: QueryClient;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
  /** Rendering a page on the server, where there is no scroll to restore (the browser's router restores it). */
  onServer?: boolean;
}

export function createAppRouter({ queryClient, history, onServer = false }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it rather than keep its own stale copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: ROUTER_PENDING_MS,
    // Spec section 2: scroll restored per path, top of the page on a new route. Keyed by path rather than by history
    // entry, so coming back to a page by a link finds it where it was left, not only the Back button.
    // On the server it would write an inline script, which the page's CSP refuses and hydration does not expect.
    scrollRestoration: !onServer,
    getScrollRestorationKey: (location) => location.pathname,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Whether the page at `pathname` is one the server renders for a signed-in person; asked before loading anything. */
export const rendersOnServerForSignedIn = (router: AppRouter, pathname: string): boolean =>
  router.getMatchedRoutes(pathname)[2]?.options.staticData?.rendersOnServerForSignedIn === true;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    readonly rendersOnServerForSignedIn?: boolean;
  }
}
