import { planOf } from '../identity/plans.contracts.js';

export const SITE_NAME = 'Pathwise';

/** What the browser tab says on a page: the page's own title, then the site's. Server and web app both build it here. */
export const documentTitle = (pageTitle: string): string => `${pageTitle} · ${SITE_NAME}`;

/** A public page's title and its lead sentence, which is also its description for search engines and link previews. */
export interface PublicPageWords {
  readonly title: string;
  readonly description: string;
}

export interface PublicPageHead extends PublicPageWords {
  readonly path: `/${string}`;
}

/**
 * The English title and description of each public page with a head of its own. The web app's English messages take
 * their page title and lead from here, and the server writes them into the HTML before any JavaScript runs, so that
 * the tab, a search result and a shared link all say the same thing.
 */
export const publicPageHeads = {
  home: {
    path: '/',
    title: 'Adaptive online courses',
    description:
      'Pathwise works out what each learner already knows, keeps every lesson and question at the right level of challenge, and brings topics back just before they would be forgotten. Creators build and sell these courses from their own material, with AI doing the heavy lifting.',
  },
  features: {
    path: '/features',
    title: 'Features',
    description:
      'Four capabilities work together: learning that adapts, tests that measure precisely, AI that drafts from your material, and a builder that turns a skill map into a path for each learner.',
  },
  adaptiveLearning: {
    path: '/features/adaptive-learning',
    title: 'Adaptive learning',
    description:
      'Pathwise estimates how well each learner knows each skill, keeps practice in the band of difficulty where learning happens, and schedules reviews with FSRS so that what was learned stays learned.',
  },
  adaptiveAssessments: {
    path: '/features/adaptive-assessments',
    title: 'Adaptive assessments',
    description:
      'Pathwise tests are computerized adaptive tests: each question is picked from a calibrated item bank as the most informative one for this learner, and the test stops as soon as the score is precise enough.',
  },
  aiContent: {
    path: '/features/ai-content',
    title: 'AI content',
    description:
      'Bring your notes, slides or documents, and Pathwise drafts an outline, lessons, quizzes and narration from them. You review and edit everything before a learner sees it.',
  },
  adaptiveBuilder: {
    path: '/features/adaptive-builder',
    title: 'Adaptive builder',
    description:
      'Describe the skills your course teaches and what each one builds on. Pathwise turns that map into a path for every learner, always showing what they are ready to learn next.',
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    description: `Studying on Pathwise is free. Creators choose a plan for how many courses they publish and how much AI they use, and the paid plans start with a ${planOf('pro').trialDays}-day free trial.`,
  },
  about: {
    path: '/about',
    title: 'About',
    description:
      'We build Pathwise because a course should meet each learner where they are, and because the people who teach deserve tools that show them what works.',
  },
  documentation: {
    path: '/documentation',
    title: 'Documentation',
    description:
      'Step-by-step guides for learners, creators and admins, how adaptivity makes its decisions, and the API for developers.',
  },
  catalogue: {
    path: '/courses',
    title: 'Courses',
    description: 'Find a course by what it teaches, its level and its language.',
  },
} as const satisfies Record<string, PublicPageHead>;

export type PublicPageName = keyof typeof publicPageHeads;
