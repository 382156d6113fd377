import { accessDeniedMessage, subscriptionRequiredMessage } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

/**
 * The gates' words. The English messages are the contracts' own (spec section 5), built with a `{placeholder}`
 * so that English cannot drift from what the server says; Spanish and French translate them.
 */
export const accessMessages = defineMessages({
  en: {
    verifying: 'Verifying authentication...',
    accessDenied: 'Access Denied',
    deniedMessage: accessDeniedMessage('{role}'),
    goBack: 'Go Back',
    goToHome: 'Go to Home',
    subscriptionRequired: 'Subscription Required',
    subscriptionMessage: subscriptionRequiredMessage('{plan}'),
    upgradePlan: 'Upgrade Plan',
    or: ' or ',
    role_creator: 'creator',
    role_student: 'student',
    role_instructor: 'instructor',
    role_admin: 'admin',
    plan_free: 'free',
    plan_pro: 'pro',
    plan_pro_plus: 'pro_plus',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
