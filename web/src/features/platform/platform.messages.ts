import { defineMessages } from '../../shared/i18n';

export const platformMessages = defineMessages({
  en: {
    overviewTitle: 'Platform activity',
    overviewIntro: 'Straight from the event log: these figures move as learners learn.',
    loadFailed: 'Could not load platform activity',
    refreshFailed: 'Could not refresh platform activity',
    loading: 'Loading platform activity…',
    totals: 'Platform totals',
    learners: 'Learners',
    creators: 'Creators',
    coursesPublished: 'Published courses',
    learningEvents: 'Learning events',
    lessonsCompleted: 'Lessons completed',
    quizAttempts: 'Quiz attempts',
    emptyTitle: 'No learning activity yet',
    emptyBody: 'When learners start lessons and take quizzes, their progress shows up here as it happens.',
    chartCaption: 'Learning events, last {days} days',
    chartSummary: 'Learning events per day over the last {days} days: {total} in total.',
    chartSummaryPeak: 'Learning events per day over the last {days} days: {total} in total, most on {day} ({count}).',
    barTitle: '{day}: {count} learning events',
    tableCaption: 'Daily learning activity',
    columnDay: 'Day',
  },
  es: () => import('./platform.messages.es'),
  fr: () => import('./platform.messages.fr'),
});
