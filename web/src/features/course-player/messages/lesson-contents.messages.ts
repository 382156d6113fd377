import { defineMessages } from '../../../shared/i18n';

export const lessonContentsMessages = defineMessages({
  en: {
    contents: 'In this lesson',
  },
  es: () => import('./lesson-contents.messages.es'),
  fr: () => import('./lesson-contents.messages.fr'),
});
