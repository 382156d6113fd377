import { defineMessages } from '../i18n';

export const toastMessages = defineMessages({
  en: {
    notifications: 'Notifications',
    genericError: 'An error occurred',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
