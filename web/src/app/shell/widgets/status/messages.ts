import { defineMessages } from '../../../../shared/i18n';

export const statusMessages = defineMessages({
  en: {
    offline: 'You are currently offline. Some features may be unavailable.',
    install: 'Install app',
    installHint: 'Add Pathwise to your device and open it like any other app.',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
