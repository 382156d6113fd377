import { lazyRouteComponent } from '@tanstack/react-router';

/** Pages registered by the router, each in a chunk of its own, loaded when its route is first visited. */

// One chunk for every frame: the page reads which frame from the route that rendered it.
export const framePage = lazyRouteComponent(() => import('../../features/frames/components/frame-page'));

export const marketing = {
  home: lazyRouteComponent(() => import('../../features/marketing/pages/home-page')),
  demo: lazyRouteComponent(() => import('../../features/marketing/pages/demo-page')),
  privacy: lazyRouteComponent(() => import('../../features/marketing/pages/privacy-page')),
  terms: lazyRouteComponent(() => import('../../features/marketing/pages/terms-page')),
  contact: lazyRouteComponent(() => import('../../features/marketing/pages/contact-page')),
  about: lazyRouteComponent(() => import('../../features/marketing/pages/about-page')),
  documentation: lazyRouteComponent(() => import('../../features/marketing/pages/documentation-page')),
  resources: lazyRouteComponent(() => import('../../features/marketing/pages/resources-page')),
  features: lazyRouteComponent(() => import('../../features/marketing/pages/features-page')),
  pricing: lazyRouteComponent(() => import('../../features/marketing/pages/pricing-page')),
  adaptiveLearning: lazyRouteComponent(() => import('../../features/marketing/pages/adaptive-learning-page')),
  adaptiveAssessments: lazyRouteComponent(() => import('../../features/marketing/pages/adaptive-assessments-page')),
  aiContent: lazyRouteComponent(() => import('../../features/marketing/pages/ai-content-page')),
  adaptiveBuilder: lazyRouteComponent(() => import('../../features/marketing/pages/adaptive-builder-page')),
  adaptiveBuilderDemo: lazyRouteComponent(() => import('../../features/marketing/pages/adaptive-builder-demo-page')),
  emotionalDesignDemo: lazyRouteComponent(() => import('../../features/marketing/pages/emotional-design-demo-page')),
};

/** The course pages (issue 5); the editor and the player are chunks of their own, as only authors or learners open them. */
export const coursePages = {
  catalogue: lazyRouteComponent(() => import('./courses'), 'CatalogueRoute'),
  detail: lazyRouteComponent(() => import('./course-detail'), 'CourseDetailRoute'),
  mine: lazyRouteComponent(() => import('../../features/courses/components/my-courses-page'), 'MyCoursesPage'),
  dashboard: lazyRouteComponent(() => import('../../features/courses/components/creator-dashboard-page'), 'CreatorDashboardPage'),
  create: lazyRouteComponent(() => import('../../features/courses/components/create-course-page'), 'CreateCoursePage'),
  editor: lazyRouteComponent(() => import('./course-edit'), 'CourseEditRoute'),
  player: lazyRouteComponent(() => import('./course-view'), 'CourseViewRoute'),
};

/** The adaptive engine's pages for the learner (issue 6). */
export const adaptivePages = {
  learnerDashboard: lazyRouteComponent(() => import('../../features/adaptive/components/learner-dashboard-page')),
  progress: lazyRouteComponent(() => import('../../features/adaptive/components/progress-page')),
  placement: lazyRouteComponent(() => import('./course-placement'), 'CoursePlacementRoute'),
};

/** Admin pages built beyond their frames. */
export const adminPages = {
  adaptiveCalibration: lazyRouteComponent(
    () => import('../../features/admin-adaptive-calibration/components/adaptive-calibration-page'),
    'AdaptiveCalibrationPage',
  ),
  parkedEvents: lazyRouteComponent(() => import('../../features/admin-parked-events/components/parked-events-page'), 'ParkedEventsPage'),
};

/** Gamification (issue 7): the achievements and the leaderboards, each a chunk of its own. */
export const gamificationPages = {
  achievements: lazyRouteComponent(() => import('../../features/gamification/components/achievements-page'), 'AchievementsPage'),
  leaderboard: lazyRouteComponent(() => import('../../features/gamification/components/leaderboard-page'), 'LeaderboardPage'),
};
