import { defineMessages } from '../../shared/i18n';

/** The error pages and the error monitor. The spec's texts ('Something went wrong', 'Page Not Found') stay exact in English. */
export const errorMessages = defineMessages({
  en: {
    somethingWentWrong: 'Something went wrong',
    unexpectedError: 'An unexpected error occurred.',
    tryAgain: 'Try again',
    goToHome: 'Go to Home',
    goToDashboard: 'Go to Dashboard',
    pageNotFound: 'Page Not Found',
    pageNotFoundDetail: 'The page you are looking for does not exist or has moved.',
    monitorTitle: 'Error monitor',
    monitorIntro: 'Errors caught in this tab, newest first. Only admins see this panel.',
    monitorCount: '{count} caught',
    dismiss: 'Dismiss',
    clear: 'Clear',
    severity_low: 'Low',
    severity_medium: 'Medium',
    severity_high: 'High',
    severity_critical: 'Critical',
    seenAt: 'on {path} at {time}',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
