import { defineMessages } from '../../shared/i18n';

export const reportsMessages = defineMessages({
  en: {
    title: 'Reports',
    intro: 'Download what your learners did in each of your courses, as a spreadsheet (CSV) or a printable PDF. The reports are worded in your language.',
    loading: 'Loading your courses…',
    couldNotLoad: 'Could not load your courses',
    none: 'You have no courses yet. Reports appear here once you create one.',
    createCourse: 'Create a course',
    report_progress: 'Progress per learner',
    report_progress_hint: 'Lessons started and completed, quiz attempts, best score, time spent, last activity and when they finished.',
    'report_quiz-results': 'Quiz results',
    'report_quiz-results_hint': 'For each learner and quiz: attempts, best and latest score, and whether they passed.',
    report_certificates: 'Certificates',
    report_certificates_hint: 'Each certificate issued for the course, when, and whether it still stands.',
    download: 'Download {report} of {course} as {format}',
    status_draft: 'Draft',
    status_published: 'Published',
    status_archived: 'Archived',
    sales: 'Sales and refunds are exported from your sales page.',
    salesLink: 'Go to sales',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
