import type { SummarySlug } from './messages/frame-summaries.messages';
import type { TitleSlug } from './messages/frame-titles.messages';

/**
 * The pages whose content belongs to another issue (route catalog `owner` other than shell, marketing or identity).
 * Each shows a frame until then: its title, what it will hold, and links to pages that already help.
 */

/** Pages without parameters a frame may link to. */
export type StaticPath =
  | '/'
  | '/dashboard'
  | '/pricing'
  | '/courses'
  | '/my-courses'
  | '/progress'
  | '/learner-dashboard'
  | '/courses/dashboard'
  | '/courses/create'
  | '/courses/current'
  | '/materials'
  | '/sales'
  | '/sales/coupons'
  | '/connect'
  | '/billing'
  | '/analytics'
  | '/reports'
  | '/certificates'
  | '/social'
  | '/features/advanced-ai-content'
  | '/features/ai-collaboration'
  | '/features/ai-voice-studio'
  | '/features/ai-content-versioning'
  | '/features/advanced-analytics'
  | '/white-label'
  | '/monitoring'
  | '/admin/nps'
  | '/admin/leads'
  | '/command-center'
  | '/advanced-command-center'
  | '/performance-testing';

/** Pages of one course, linked with the course of the frame showing them. */
export type CoursePath =
  | '/courses/$courseId'
  | '/courses/$courseId/purchase'
  | '/courses/$courseId/view'
  | '/courses/$courseId/forum'
  | '/courses/$courseId/edit';

/** Pages the course authoring and player work built: frames no more, though frames still link to them under their own titles. */
type BuiltCoursesPath =
  | '/courses'
  | '/courses/current'
  | '/my-courses'
  | '/courses/dashboard'
  | '/courses/create'
  | '/courses/$courseId'
  | '/courses/$courseId/view'
  | '/courses/$courseId/edit'
  | '/courses/$courseId/forum';

/** Commerce's pages, built: frames link to them still (the purchase page, billing with the free trial, sales, payouts, coupons). */
type BuiltCommercePath = '/courses/$courseId/purchase' | '/billing' | '/sales' | '/connect' | '/sales/coupons';

/** The adaptive engine's pages, built: frames link to them still. */
type BuiltAdaptivePath = '/learner-dashboard' | '/progress';

/** Certificates' pages, built: the holder's list, which a frame may link to under its own title (the public /verify/$certificateId takes an id, so none does). */
type BuiltCertificatesPath = '/certificates';

/** Admin pages built: frames link to them still. */
type BuiltAdminPath = '/admin/leads' | '/admin/nps' | '/monitoring' | '/command-center';

/** The AI studio's pages, built: a lesson's easier and harder variants and its translation, and the voice studio. */
type BuiltAiStudioPath = '/features/advanced-ai-content' | '/features/ai-voice-studio';

/** Analytics' pages, built: a course's reports. */
type BuiltAnalyticsPath = '/reports';

export type FramedPath = Exclude<
  StaticPath | CoursePath,
  '/' | '/dashboard' | '/pricing' | BuiltAdminPath | BuiltCoursesPath | BuiltAdaptivePath | BuiltCommercePath | BuiltCertificatesPath | BuiltAiStudioPath | BuiltAnalyticsPath
>;

export type LinkTarget = StaticPath | CoursePath;

export interface Frame {
  /** Names the page's title and summary messages. */
  readonly slug: SummarySlug & TitleSlug;
  readonly links: readonly LinkTarget[];
}

export const frames: Readonly<Record<FramedPath, Frame>> = {
  '/materials': { slug: 'materials', links: ['/courses/create', '/courses/dashboard'] },
  '/analytics': { slug: 'analytics', links: ['/reports', '/features/advanced-analytics'] },
  '/social': { slug: 'social', links: ['/my-courses', '/progress'] },
  '/features/ai-collaboration': { slug: 'aiCollaboration', links: ['/features/advanced-ai-content', '/courses/dashboard'] },
  '/features/ai-content-versioning': { slug: 'aiContentVersioning', links: ['/features/advanced-ai-content', '/features/ai-collaboration'] },
  '/features/advanced-analytics': { slug: 'advancedAnalytics', links: ['/analytics', '/reports'] },
  '/white-label': { slug: 'whiteLabel', links: ['/billing', '/dashboard'] },
  '/advanced-command-center': { slug: 'advancedCommandCenter', links: ['/command-center', '/performance-testing'] },
  '/performance-testing': { slug: 'performanceTesting', links: ['/monitoring', '/advanced-command-center'] },
};

export const isFramedPath = (path: string): path is FramedPath => Object.hasOwn(frames, path);
export const isCoursePath = (path: LinkTarget): path is CoursePath => path.includes('$courseId');

const otherTitles: Readonly<Record<Exclude<LinkTarget, FramedPath>, TitleSlug>> = {
  '/': 'home',
  '/dashboard': 'dashboard',
  '/pricing': 'pricing',
  '/admin/leads': 'adminLeads',
  '/admin/nps': 'adminNps',
  '/monitoring': 'monitoring',
  '/command-center': 'commandCenter',
  '/reports': 'reports',
  '/courses': 'courses',
  '/my-courses': 'myCourses',
  '/courses/dashboard': 'coursesDashboard',
  '/courses/create': 'courseCreate',
  '/courses/current': 'coursesCurrent',
  '/courses/$courseId': 'course',
  '/courses/$courseId/view': 'courseView',
  '/courses/$courseId/edit': 'courseEdit',
  '/courses/$courseId/forum': 'courseForum',
  '/courses/$courseId/purchase': 'purchase',
  '/learner-dashboard': 'learnerDashboard',
  '/progress': 'progress',
  '/billing': 'billing',
  '/connect': 'connect',
  '/sales/coupons': 'salesCoupons',
  '/sales': 'sales',
  '/certificates': 'certificates',
  '/features/advanced-ai-content': 'advancedAiContent',
  '/features/ai-voice-studio': 'aiVoiceStudio',
};

/** The title a link to `target` is labelled with: the page's own. */
export const titleOf = (target: LinkTarget): TitleSlug => (isFramedPath(target) ? frames[target].slug : otherTitles[target]);
