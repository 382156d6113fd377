import { defineMessages } from '../../shared/i18n';

export const npsMessages = defineMessages({
  en: {
    heading: 'How likely are you to recommend Pathwise?',
    intro: 'To a friend or colleague: pick a number from 0 to 10.',
    notLikely: 'Not likely',
    veryLikely: 'Very likely',
    scoreLabel: '{score} out of 10',
    comment: 'What is the main reason for your score? (optional)',
    commentHint: 'Up to {max} characters.',
    send: 'Send',
    sending: 'Sending…',
    notNow: 'Not now',
    pickScore: 'Pick a number from 0 to 10 first.',
    thanks: 'Thank you! Your answer helps us make Pathwise better.',
    couldNotSend: 'Your answer could not be sent',
    couldNotDismiss: 'The survey could not be put away',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
