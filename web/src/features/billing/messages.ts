import { defineMessages } from '../../shared/i18n';

export const billingMessages = defineMessages({
  en: {
    title: 'Billing',
    intro: 'Your plan with Pathwise, and what it includes.',
    loading: 'Loading your plan…',
    couldNotLoad: 'Could not load your plan',
    yourPlan: 'Your plan',
    planNow: 'You are on the {plan} plan.',
    plan_free: 'Free',
    plan_pro: 'Pro',
    plan_pro_plus: 'Pro Plus',
    publishedCourses: 'Published courses',
    unlimited: 'Unlimited',
    aiCredits: 'AI credits each month',
    trialRunning: 'Your free {plan} trial ends on {date}: {days, plural, one {# day} other {# days}} left.',
    trialNothingCharged: 'Nothing is charged. When the trial ends, your account returns to the Free plan; courses you published stay live.',
    trialEnded: 'Your free {plan} trial ended on {date}.',
    tryTitle: 'Try a paid plan free',
    tryIntro: 'Each account has one free trial of {days} days. No card is needed, and nothing is charged when it ends.',
    startTrial: 'Start the {days}-day {plan} trial',
    starting: 'Starting your trial…',
    couldNotStart: 'Could not start the trial',
    comparePlans: 'Compare plans',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
