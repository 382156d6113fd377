import { defineMessages } from '../i18n';

export const markdownMessages = defineMessages({
  en: {
    tip: 'Tip',
    warning: 'Warning',
    example: 'Example',
    note: 'Note',
    footnotes: 'Footnotes',
    backToReference: 'Back to reference {reference}',
    table: 'Table (scrolls sideways)',
    code: 'Code (scrolls sideways)',
    loading: 'Loading the text…',
  },
  es: () => import('./markdown.messages.es'),
  fr: () => import('./markdown.messages.fr'),
});
