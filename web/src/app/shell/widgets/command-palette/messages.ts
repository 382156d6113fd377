import { defineMessages } from '../../../../shared/i18n';

/** Keywords are comma-separated; the English ones are searched in every language as well. */
export const paletteMessages = defineMessages({
  en: {
    title: 'Command palette',
    searchLabel: 'Search pages',
    placeholder: 'Search pages…',
    results: 'Results',
    noResults: 'No matching pages.',
    resultCount: '{count, plural, one {# result} other {# results}}',
    instructions: '↑ ↓ to move, Enter to open, Esc to close',
    close: 'Close',
    dashboard: 'Dashboard',
    dashboardSubtitle: 'Your overview',
    dashboardKeywords: 'home, overview, start, stats',
    myCourses: 'My Courses',
    myCoursesSubtitle: 'Courses you study or teach',
    myCoursesKeywords: 'learning, library, enrolled, classes',
    createCourse: 'Create Course',
    createCourseSubtitle: 'Start a new course',
    createCourseKeywords: 'new, author, build, write, instructor',
    recentSubtitle: 'Recent: {path}',
    recentKeywords: 'recent, history, visited',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
