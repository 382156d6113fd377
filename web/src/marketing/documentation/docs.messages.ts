import { publicPageHeads } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

/** The frame of the documentation page: title, audiences and section titles. */
export const docsMessages = defineMessages({
  en: {
    docTitle: publicPageHeads.documentation.title,
    eyebrow: 'Documentation',
    title: 'How to use Pathwise',
    lead: publicPageHeads.documentation.description,
    contents: 'On this page',
    everyone: 'For everyone',
    learners: 'For learners',
    creators: 'For creators',
    admins: 'For admins',
    developers: 'For developers',
    signInTitle: 'Signing in with a code',
    profileTitle: 'Profile and settings',
    learningTitle: 'Studying and quizzes',
    creatingTitle: 'Creating and publishing a course',
    adaptivityTitle: 'How adaptivity decides',
    adminTitle: 'Admin tools',
    apiTitle: 'API and realtime',
    stillStuck: 'Still stuck? Write to us and a person will answer.',
    contactLink: 'Contact support',
  },
  es: () => import('./docs.messages.es'),
  fr: () => import('./docs.messages.fr'),
});
