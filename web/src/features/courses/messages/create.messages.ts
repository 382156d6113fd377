import { defineMessages } from '../../../shared/i18n';

export const createMessages = defineMessages({
  en: {
    title: 'Create a course',
    intro: 'Start with the essentials; you add modules, lessons and quizzes next. The course stays a draft until you publish it.',
    submit: 'Create course',
    creating: 'Creating…',
    cancel: 'Back to the dashboard',
  },
  es: () => import('./create.messages.es'),
  fr: () => import('./create.messages.fr'),
});
