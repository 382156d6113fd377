import { defineMessages } from '../../../shared/i18n';

export const myCoursesMessages = defineMessages({
  en: {
    title: 'My courses',
    intro: 'The courses you are enrolled in, with how far you have come.',
    loading: 'Loading your courses…',
    couldNotLoad: 'Could not load your courses',
    empty: 'You are not enrolled in any course yet',
    emptyHint: 'Find one that fits you in the catalogue.',
    browse: 'Browse the catalogue',
    progress: 'Progress in {title}',
    progressText: '{percent}% · {done} of {total, plural, one {# lesson} other {# lessons}}',
    continue: 'Continue {title}',
    continueShort: 'Continue',
    lastActivity: 'Last studied {when}',
    notStarted: 'Not started yet',
    completed: 'Completed',
    completedOn: 'Completed {when}',
    review: 'Review {title}',
    reviewShort: 'Review',
    currentTitle: 'Continue where you left off',
    allFinished: 'You have finished every course you are enrolled in',
    allFinishedHint: 'Pick a new one in the catalogue, or review one you finished.',
    seeMine: 'See my courses',
  },
  es: () => import('./my-courses.messages.es'),
  fr: () => import('./my-courses.messages.fr'),
});
