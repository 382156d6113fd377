import { defineMessages } from '../../../shared/i18n';

/** /progress: how I progressed, and time travel to any past moment. */
export const progressMessages = defineMessages({
  en: {
    docTitle: 'Progress',
    title: 'How I progressed',
    intro: 'Your mastery of each skill over time, and your profile as it stood at any moment you pick.',
    loading: 'Loading your progress…',
    emptyTitle: 'No progress to show yet',
    emptyText: 'Once you answer quiz questions, each skill’s progress appears here.',
    emptyLink: 'Go to my courses',
    travelHeading: 'Travel in time',
    slider: 'Moment in your learning',
    exactTime: 'Or pick a date and time',
    show: 'Show',
    now: 'Back to now',
    viewingNow: 'Showing your profile now.',
    viewingPast: 'Showing your profile as it stood on {date}.',
    snapshotLoading: 'Replaying your learning up to then…',
    snapshotHeading: 'Your profile then',
    snapshotHeadingNow: 'Your profile now',
    stateThen: 'State of mind: {state}',
    difficultyThen: '{course}: {level}',
    timelineHeading: 'Mastery over time',
    timelineSummary: '{skill}: {first} at the first answer, {last} after {count} answers',
    timelineAt: 'At the moment shown: {value}',
    dashboardLink: 'Back to the learner dashboard',
    totals: '{correct} of {attempts} answers right in all.',
  },
  es: () => import('./progress.messages.es'),
  fr: () => import('./progress.messages.fr'),
});
