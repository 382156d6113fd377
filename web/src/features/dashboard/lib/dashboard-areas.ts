import { accessPolicies, decideAccess, type MeResponse } from '@pathwise/contracts';
import type { TitleSlug } from '../../frames';

/** Pages the dashboard links to, each labelled with the page's own title. */
export type AreaPath =
  | '/my-courses'
  | '/progress'
  | '/learner-dashboard'
  | '/certificates'
  | '/courses/current'
  | '/courses/create'
  | '/courses/dashboard'
  | '/materials'
  | '/sales'
  | '/sales/coupons'
  | '/analytics'
  | '/connect'
  | '/billing'
  | '/pricing'
  | '/features/advanced-ai-content'
  | '/features/ai-collaboration'
  | '/features/ai-voice-studio'
  | '/features/ai-content-versioning'
  | '/features/advanced-analytics'
  | '/white-label'
  | '/admin/users'
  | '/admin/leads'
  | '/admin/adaptive-calibration'
  | '/admin/parked-events'
  | '/admin/nps'
  | '/monitoring'
  | '/command-center'
  | '/advanced-command-center'
  | '/performance-testing';

export interface AreaLink {
  readonly to: AreaPath;
  readonly title: TitleSlug;
}

export type AreaName = 'learn' | 'teach' | 'plan' | 'admin';

export interface Area {
  readonly name: AreaName;
  readonly links: readonly AreaLink[];
  /** Shown as the plan area's first action when the user is not on Pro Plus. */
  readonly upgrade?: boolean;
}

type User = Pick<MeResponse, 'role' | 'subscription_tier'>;

const allows = (policy: keyof typeof accessPolicies, user: User) =>
  decideAccess(accessPolicies[policy], { role: user.role, tier: user.subscription_tier }).allowed;

/**
 * The areas a user has, by role and plan, with the same policies the route gates use, so the dashboard never links
 * to a page that would answer 'Access Denied' or 'Subscription Required'.
 */
export function dashboardAreas(user: User): Area[] {
  const areas: Area[] = [
    {
      name: 'learn',
      links: [
        { to: '/my-courses', title: 'myCourses' },
        { to: '/courses/current', title: 'coursesCurrent' },
        { to: '/progress', title: 'progress' },
        { to: '/learner-dashboard', title: 'learnerDashboard' },
        { to: '/certificates', title: 'certificates' },
      ],
    },
  ];

  // Students learn; every other role makes courses (spec section 6), but only instructors and admins start one.
  if (user.role !== 'student') {
    areas.push({
      name: 'teach',
      links: [
        ...(allows('courseCreation', user) ? [{ to: '/courses/create', title: 'courseCreate' } as const] : []),
        { to: '/courses/dashboard', title: 'coursesDashboard' },
        { to: '/materials', title: 'materials' },
        { to: '/sales', title: 'sales' },
        { to: '/sales/coupons', title: 'salesCoupons' },
        { to: '/analytics', title: 'analytics' },
        { to: '/connect', title: 'connect' },
      ],
    });
  }

  if (allows('proPlus', user)) {
    areas.push({
      name: 'plan',
      links: [
        { to: '/features/advanced-ai-content', title: 'advancedAiContent' },
        { to: '/features/ai-collaboration', title: 'aiCollaboration' },
        { to: '/features/ai-voice-studio', title: 'aiVoiceStudio' },
        { to: '/features/ai-content-versioning', title: 'aiContentVersioning' },
        { to: '/features/advanced-analytics', title: 'advancedAnalytics' },
        { to: '/white-label', title: 'whiteLabel' },
      ],
    });
  } else {
    areas.push({ name: 'plan', upgrade: true, links: [{ to: '/pricing', title: 'pricing' }] });
  }

  if (allows('admin', user)) {
    areas.push({
      name: 'admin',
      links: [
        { to: '/admin/users', title: 'adminUsers' },
        { to: '/admin/leads', title: 'adminLeads' },
        { to: '/admin/adaptive-calibration', title: 'adminAdaptiveCalibration' },
        { to: '/admin/parked-events', title: 'adminParkedEvents' },
        { to: '/admin/nps', title: 'adminNps' },
        { to: '/monitoring', title: 'monitoring' },
        { to: '/command-center', title: 'commandCenter' },
        { to: '/advanced-command-center', title: 'advancedCommandCenter' },
        { to: '/performance-testing', title: 'performanceTesting' },
      ],
    });
  }
  return areas;
}
