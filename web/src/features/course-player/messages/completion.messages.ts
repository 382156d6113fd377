import { defineMessages } from '../../../shared/i18n';

export const completionMessages = defineMessages({
  en: {
    heading: 'Course complete',
    finished: 'You finished {title}: every lesson completed, every quiz passed.',
  },
  es: () => import('./completion.messages.es'),
  fr: () => import('./completion.messages.fr'),
});
