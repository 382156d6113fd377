import { defineMessages } from '../../../shared/i18n';

export const completionMessages = defineMessages({
  en: {
    heading: 'Course complete',
    finished: 'You finished {title}: every lesson completed, every quiz passed.',
    xpLabel: 'XP for finishing',
    xpValue: '+{xp} XP',
    lessonsLabel: 'Lessons completed',
    quizzesLabel: 'Quizzes passed',
    skillsHeading: 'Skills you mastered',
    skillsLoading: 'Loading your skills…',
    skillsUnavailable: 'Your skills could not be loaded just now.',
    noSkillMastered: 'No skill of this course is mastered yet: practice makes it stick.',
    review: 'Worth reviewing: {skills}.',
    toProgress: 'See your progress',
    nextHeading: 'What next',
    browse: 'Browse the catalogue',
    myCourses: 'My courses',
  },
  es: () => import('./completion.messages.es'),
  fr: () => import('./completion.messages.fr'),
});
