import { defineMessages } from '../../../../shared/i18n';

export const breadcrumbMessages = defineMessages({
  en: {
    label: 'Breadcrumb',
    showAll: 'Show {count} hidden levels',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
