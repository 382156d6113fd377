import { defineMessages } from '../../shared/i18n';

/** The development outbox page. The mail itself (subject, text) is shown as the server wrote it. */
export const devOutboxMessages = defineMessages({
  en: {
    title: 'Development outbox',
    intro:
      'A development server keeps its mail here instead of sending it. The newest message is first; the list refreshes every {seconds} seconds.',
    showingMailTo: 'Showing mail to {address}.',
    showAllMail: 'Show all mail',
    couldNotLoad: 'Could not load the outbox',
    developmentOnly: 'The development outbox is only available in development mode.',
    noMailYet: 'No mail yet',
    noMailHint: 'Ask for a sign-in code and it will appear here.',
    to: 'To {address}',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
