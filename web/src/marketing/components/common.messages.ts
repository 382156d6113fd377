import { defineMessages } from '../../shared/i18n';

/** Words several public pages share: calls to action and the names of the feature pages. */
export const commonMessages = defineMessages({
  en: {
    signUp: 'Sign up free',
    exploreDemo: 'Explore the demo',
    seePricing: 'See pricing',
    browseCourses: 'Browse courses',
    ctaTitle: 'Start learning the way that fits you',
    ctaBody: 'Create an account in a minute: no password to remember and no card needed. Creators publish their first course on the free plan.',
    ctaBodySignedIn: 'You are signed in. Pick a course, or see what the paid plans add for creators.',
    relatedTitle: 'Keep exploring',
    adaptiveLearning: 'Adaptive learning',
    adaptiveAssessments: 'Adaptive assessments',
    aiContent: 'AI content',
    adaptiveBuilder: 'Adaptive builder',
    builderDemo: 'Adaptive builder demo',
    emotionalDemo: 'Emotional design demo',
    demoCourse: 'Demo course',
    forLearners: 'For learners',
    forCreators: 'For creators',
    howItWorks: 'How it works',
    honestLimits: 'What it does not do',
    tryIt: 'Try it yourself',
    allFeatures: 'All features',
  },
  es: () => import('./common.messages.es'),
  fr: () => import('./common.messages.fr'),
});
