import type { AccessPolicyName } from '@pathwise/contracts';

/** Which issue fills a page; until then the page shows its frame and gate, nothing more. */
export type PageOwner = 'shell' | 'marketing' | 'identity' | 'courses' | 'adaptive' | 'gamification' | 'commerce' | 'analytics' | 'admin' | 'ai' | 'certificates' | 'community';

export interface CatalogRoute {
  /** TanStack Router path, `$param` for parameters. */
  readonly path: string;
  /** public, or a policy of contracts' access table. */
  readonly access: 'public' | AccessPolicyName;
  readonly owner: PageOwner;
}

/**
 * Every route of spec section 2 with its gate. The router registers these; the command palette, quick actions and
 * voice navigation only ever link to paths listed here, so nothing links to a page no route serves.
 */
export const routeCatalog: readonly CatalogRoute[] = [
  // Public
  { path: '/', access: 'public', owner: 'marketing' },
  { path: '/demo', access: 'public', owner: 'marketing' },
  { path: '/signup', access: 'public', owner: 'identity' },
  { path: '/login', access: 'public', owner: 'identity' },
  { path: '/otp-login', access: 'public', owner: 'identity' },
  { path: '/privacy', access: 'public', owner: 'marketing' },
  { path: '/terms', access: 'public', owner: 'marketing' },
  { path: '/contact', access: 'public', owner: 'marketing' },
  { path: '/about', access: 'public', owner: 'marketing' },
  { path: '/documentation', access: 'public', owner: 'marketing' },
  { path: '/resources', access: 'public', owner: 'marketing' },
  { path: '/features', access: 'public', owner: 'marketing' },
  { path: '/verify/$certificateId', access: 'public', owner: 'certificates' },
  { path: '/courses', access: 'public', owner: 'courses' },
  { path: '/courses/$courseId', access: 'public', owner: 'courses' },
  { path: '/pricing', access: 'public', owner: 'marketing' },
  { path: '/features/adaptive-learning', access: 'public', owner: 'marketing' },
  { path: '/features/adaptive-assessments', access: 'public', owner: 'marketing' },
  { path: '/features/ai-content', access: 'public', owner: 'marketing' },
  { path: '/features/adaptive-builder', access: 'public', owner: 'marketing' },
  { path: '/features/adaptive-builder-demo', access: 'public', owner: 'marketing' },
  { path: '/features/emotional-design-demo', access: 'public', owner: 'marketing' },
  { path: '/dev/outbox', access: 'public', owner: 'identity' },
  // Sign-in required
  { path: '/dashboard', access: 'signedIn', owner: 'shell' },
  { path: '/learner-dashboard', access: 'signedIn', owner: 'adaptive' },
  { path: '/courses/dashboard', access: 'signedIn', owner: 'courses' },
  { path: '/courses/create', access: 'signedIn', owner: 'courses' },
  { path: '/courses/$courseId/edit', access: 'signedIn', owner: 'courses' },
  { path: '/courses/$courseId/view', access: 'signedIn', owner: 'courses' },
  // Not in spec section 2's table: the adaptive placement test of a course (ADR 15).
  { path: '/courses/$courseId/placement', access: 'signedIn', owner: 'adaptive' },
  { path: '/courses/$courseId/forum', access: 'signedIn', owner: 'community' },
  // Public in spec section 2, behind sign-in here: an order needs its buyer, who signs in and comes back (ADR 41).
  { path: '/courses/$courseId/purchase', access: 'signedIn', owner: 'commerce' },
  { path: '/courses/$courseId/purchase/success', access: 'signedIn', owner: 'commerce' },
  { path: '/courses/$courseId/purchase/cancel', access: 'signedIn', owner: 'commerce' },
  // Not in spec section 2's table: the built-in test payment provider's checkout page (ADR 41).
  { path: '/checkout/test/$sessionId', access: 'signedIn', owner: 'commerce' },
  { path: '/materials', access: 'signedIn', owner: 'courses' },
  { path: '/profile', access: 'signedIn', owner: 'identity' },
  { path: '/my-courses', access: 'signedIn', owner: 'courses' },
  { path: '/billing', access: 'signedIn', owner: 'commerce' },
  { path: '/analytics', access: 'signedIn', owner: 'analytics' },
  { path: '/reports', access: 'signedIn', owner: 'analytics' },
  { path: '/certificates', access: 'signedIn', owner: 'certificates' },
  { path: '/sales', access: 'signedIn', owner: 'commerce' },
  { path: '/sales/coupons', access: 'signedIn', owner: 'commerce' },
  { path: '/connect', access: 'signedIn', owner: 'commerce' },
  { path: '/progress', access: 'signedIn', owner: 'adaptive' },
  { path: '/create', access: 'signedIn', owner: 'courses' },
  { path: '/courses/current', access: 'signedIn', owner: 'courses' },
  { path: '/social', access: 'signedIn', owner: 'community' },
  { path: '/settings', access: 'signedIn', owner: 'identity' },
  // Not in spec section 2's table: gamification's own pages (ADR 13), the achievements and the leaderboards.
  { path: '/achievements', access: 'signedIn', owner: 'gamification' },
  { path: '/leaderboard', access: 'signedIn', owner: 'gamification' },
  // Sign-in plus plan pro or pro_plus: the course assistant, spec section 2's quick action.
  { path: '/ai-assistant', access: 'paidPlans', owner: 'ai' },
  // Sign-in plus plan pro_plus
  { path: '/features/advanced-ai-content', access: 'proPlus', owner: 'ai' },
  { path: '/features/ai-collaboration', access: 'proPlus', owner: 'ai' },
  { path: '/features/ai-voice-studio', access: 'proPlus', owner: 'ai' },
  { path: '/features/ai-content-versioning', access: 'proPlus', owner: 'ai' },
  { path: '/features/advanced-analytics', access: 'proPlus', owner: 'analytics' },
  { path: '/white-label', access: 'proPlus', owner: 'commerce' },
  // Admin role required
  { path: '/monitoring', access: 'admin', owner: 'admin' },
  { path: '/admin/nps', access: 'admin', owner: 'admin' },
  // Not in spec section 2's table: the users and their roles and plans, which the documentation promises admins.
  { path: '/admin/users', access: 'admin', owner: 'admin' },
  { path: '/admin/leads', access: 'admin', owner: 'admin' },
  // Not in spec section 2's table: calibrating the adaptive engine from all learners' answers (ADR 16).
  { path: '/admin/adaptive-calibration', access: 'admin', owner: 'admin' },
  // Not in spec section 2's table: the events read models could not apply, to retry after a fix (ADR 18).
  { path: '/admin/parked-events', access: 'admin', owner: 'admin' },
  { path: '/command-center', access: 'admin', owner: 'admin' },
  { path: '/advanced-command-center', access: 'admin', owner: 'admin' },
  { path: '/performance-testing', access: 'admin', owner: 'admin' },
];

/** Whether a concrete path (no parameters) is served by a route of the catalog. */
export function isServedPath(path: string): boolean {
  return routeCatalog.some((route) => {
    const pattern = new RegExp(`^${route.path.replace(/\$[A-Za-z]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

export const catalogEntry = (path: string): CatalogRoute | undefined => routeCatalog.find((route) => route.path === path);
