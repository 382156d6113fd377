import { defineMessages } from '../../shared/i18n';

/** Creating and publishing a course, and how adaptivity makes its decisions. */
export const docsCreatingMessages = defineMessages({
  en: {
    createStep1: 'Open Create Course and give the course a title and a one-line promise: what learners will be able to do at the end.',
    createStep2: 'Upload your material (notes, slides, documents) and ask for an outline, or write one yourself.',
    createStep3: 'Map the skills: for each one, its prerequisites and the lessons and questions that teach and test it. Aim for at least three questions per skill, at different difficulties.',
    createStep4: 'Review every AI draft: accept, edit or discard it, and check the explanation of each answer option.',
    createStep5: 'Preview the course as a learner, set a price and a free trial if you sell it, then publish.',
    createLimits: 'How many courses you can publish depends on your plan: {free} on Free, {pro} on Pro, and as many as you like on Pro Plus.',
    createImprove: 'After publishing, watch your analytics: questions that nearly everyone gets right or wrong, and lessons where learners stop, are the first to improve.',
    createLink: 'Create a course',
    aiLink: 'How AI content works',
    evidenceTerm: 'Evidence',
    evidenceBody: 'Every lesson start, lesson completion and quiz attempt, with its score, number of attempts and time spent.',
    masteryTerm: 'Mastery',
    masteryBody: 'A calibrated probability, per skill, that you have mastered it. Above 95% the skill counts as mastered.',
    challengeTerm: 'Challenge',
    challengeBody: 'Questions are chosen so that your chance of answering them right stays between 70% and 85%.',
    memoryTerm: 'Memory',
    memoryBody: 'FSRS schedules each review for when your chance of remembering is predicted to fall to 90%.',
    reasonTerm: 'Reasons',
    reasonBody: 'When the difficulty changes you are told, with the reason: for example “Difficulty changed from 2 to 3: four correct answers in a row”.',
    adaptiveLink: 'More on adaptive learning',
    assessmentsLink: 'More on adaptive assessments',
  },
  es: () => import('./docs-creating.messages.es'),
  fr: () => import('./docs-creating.messages.fr'),
});
