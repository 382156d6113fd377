import { defineMessages } from '../../../shared/i18n';

/** What each framed page will hold, in a sentence or two. `{id}` is the certificate or course of the address. */
export const frameSummaries = defineMessages({
  en: {
    verify: 'This page will confirm whether certificate {id} is genuine: who earned it, for which course and when.',
    courses: 'The catalogue of published courses will appear here, searchable by topic and level.',
    course: 'The outline, instructor, reviews and price of this course will appear here.',
    coursesDashboard: 'The courses you teach, drafts and published, with their enrolments and revenue.',
    courseCreate: 'Start a new course from an AI-generated outline, then write or generate its lessons and quizzes.',
    courseEdit: 'The lessons, quizzes, versions and collaborators of this course will be edited here.',
    courseView: 'Study this course here, with lessons and quizzes that adapt to your answers.',
    materials: 'Your library of course materials: files, media and generated content to reuse across courses.',
    myCourses: 'The courses you are enrolled in will be listed here, with your progress in each.',
    analytics: 'How your courses perform over time: enrolments, completion, quiz results and revenue.',
    reports: 'Downloadable reports about your learners and your courses will be available here.',
    certificates: 'The certificates you have earned will be listed here, ready to share or verify.',
    create: 'A quick start for new content: a course, a lesson or a quiz.',
    coursesCurrent: 'Pick up where you left off in the course you studied most recently.',
    social: 'Study groups, discussions and what other learners share will appear here.',
    advancedAiContent: 'Generate lessons, quizzes and feedback with Pathwise’s most capable AI models.',
    aiCollaboration: 'Write course content together in real time, with AI suggestions for everyone editing.',
    aiVoiceStudio: 'Turn lessons into natural narration, in several voices and languages.',
    aiContentVersioning: 'Every version of your generated content, with side-by-side comparison and one-click restore.',
    advancedAnalytics: 'Cohorts, funnels and learning-path analysis across all of your courses.',
    whiteLabel: 'Your own domain, logo and colours for your course site.',
    monitoring: 'The health of the platform: API latency, errors, live connections and read models.',
    adminNps: 'Net Promoter Score results and comments from learners and creators will appear here.',
    commandCenter: 'Operations at a glance: sign-ups, sales and live activity across the platform.',
    advancedCommandCenter: 'Deeper operational views: live activity per course, AI usage and incident tools.',
    performanceTesting: 'Load-test results and performance budgets for the pages and the API.',
  },
  es: () => import('./frame-summaries.messages.es'),
  fr: () => import('./frame-summaries.messages.fr'),
});

export type SummarySlug = keyof typeof frameSummaries.en;
