import { defineMessages } from '../i18n';

/** The shared building blocks' own words; the texts they are given (titles, labels) come from the features. */
export const uiMessages = defineMessages({
  en: {
    live: 'Live',
    connecting: 'Connecting…',
    liveHint: 'Figures update as learners learn',
    offlineHint: 'Figures will update again once reconnected',
    proBadge: 'PRO',
    proPlan: 'Pro plan',
    proPlusPlan: 'Pro Plus plan',
    retry: 'Retry',
    retrying: 'Retrying…',
    skipToContent: 'Skip to content',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
