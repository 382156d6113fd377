import { defineMessages } from '../../../../shared/i18n';

/** What a page about a course is called until its title has arrived, or where the reader may not see it. */
export const routeLabelMessages = defineMessages({
  en: {
    course: 'Course',
  },
  es: () => import('./route-label.messages.es'),
  fr: () => import('./route-label.messages.fr'),
});
