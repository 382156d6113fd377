import { defineMessages } from '../../../../shared/i18n';

export const bottomBarMessages = defineMessages({
  en: {
    label: 'Quick navigation',
    home: 'Home',
    dashboard: 'Dashboard',
    courses: 'Courses',
    search: 'Search',
    profile: 'Profile',
    signIn: 'Sign In',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
