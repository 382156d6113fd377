import { defineMessages } from '../i18n';

export const toastMessages = defineMessages({
  en: {
    notifications: 'Notifications',
    genericError: 'An error occurred',
  },
  es: {
    notifications: 'Notificaciones',
    genericError: 'Se ha producido un error',
  },
  fr: {
    notifications: 'Notifications',
    genericError: 'Une erreur est survenue',
  },
});
