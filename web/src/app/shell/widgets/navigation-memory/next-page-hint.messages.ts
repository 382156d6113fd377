import { defineMessages } from '../../../../shared/i18n';

/** The predicted-next-page hint. */
export const hintMessages = defineMessages({
  en: {
    label: 'Suggested next page',
    text: 'You usually go here next:',
    dismiss: 'Dismiss the suggestion',
  },
  es: () => import('./next-page-hint.messages.es'),
  fr: () => import('./next-page-hint.messages.fr'),
});
