import { defineMessages } from '../../shared/i18n';

/** The course assistant: a question about one of my courses, answered from its lessons with citations. */
export const aiAssistantMessages = defineMessages({
  en: {
    title: 'Course assistant',
    intro: 'Ask about a course you are enrolled in. Answers come from the course’s own lessons, each linked; when the lessons do not say, the assistant tells you so instead of guessing.',
    loadingCourses: 'Loading your courses…',
    coursesCouldNotLoad: 'Could not load your courses',
    noCoursesTitle: 'No courses to ask about yet',
    noCoursesBody: 'Enrol in a course, then ask its assistant about anything its lessons teach.',
    browseCourses: 'Browse courses',
    course: 'Course',
    question: 'Your question',
    questionHint: 'Ctrl+Enter or ⌘+Enter sends it.',
    questionMissing: 'Ask a question of a few words',
    questionTooLong: 'At most {max} characters',
    ask: 'Ask',
    asking: 'Looking through the lessons…',
    couldNotAnswer: 'The assistant could not answer',
    conversation: 'Questions and answers',
    you: 'You asked about {course}',
    answer: 'Answer',
    notCovered: 'Not covered by this course',
    sources: 'From the lessons',
    openLesson: '{lesson} ({module})',
    unsupported: 'These sentences are not supported by the lessons; check them before relying on them:',
    byModel: 'Written by {model} from the lessons’ passages · {credits, plural, one {# credit} other {# credits}}',
    byLessons: 'Quoted from the lessons',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
