import { defineMessages } from '../../../shared/i18n';

/**
 * The learner's observed study preference. Worded as what they have been doing, never as what kind of learner they
 * are: fixed "learning styles" are not supported by research, and the preference never holds content back.
 */
export const learningStyleMessages = defineMessages({
  en: {
    heading: 'How you’ve been studying',
    style_visual: 'Mostly watching: videos and images',
    style_auditory: 'Mostly listening: audio',
    style_reading: 'Mostly reading',
    style_kinesthetic: 'Mostly practising: quizzes',
    unknown: 'Not enough activity yet to see a pattern',
    confidence: 'How sure we are: {percent}',
    honesty:
      'This describes what you have done lately, not a fixed way you learn: research has not found that matching lessons to a “learning style” helps. We only use it to choose between otherwise equal suggestions; every format stays open to you.',
  },
  es: () => import('./learning-style.messages.es'),
  fr: () => import('./learning-style.messages.fr'),
});
