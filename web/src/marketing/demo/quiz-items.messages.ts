import { defineMessages } from '../../shared/i18n';

/** Prompts and explanations of the demo quiz; the answer options are fractions, the same in every language. */
export const quizItemMessages = defineMessages({
  en: {
    e1Prompt: 'A pizza is cut into 4 equal slices and you eat 1. What fraction did you eat?',
    e1Explain: 'The pizza has 4 equal slices (the denominator) and you ate 1 of them (the numerator): 1/4.',
    e2Prompt: 'In the fraction 5/8, which number is the denominator?',
    e2Explain: 'The denominator is the bottom number: the whole is cut into 8 equal parts, and 5 of them are taken.',
    e3Prompt: 'Which fraction is equal to one whole?',
    e3Explain: 'Taking all 6 of 6 equal parts gives the whole thing: 6/6 = 1.',
    e4Prompt: 'What is 1/5 + 2/5?',
    e4Explain: 'The parts are the same size (fifths), so add the numerators and keep the denominator: 1 + 2 = 3, giving 3/5.',
    m1Prompt: 'Which fraction is equivalent to 1/2?',
    m1Explain: 'Multiply the top and the bottom of 1/2 by 3: (1 × 3)/(2 × 3) = 3/6.',
    m2Prompt: 'Simplify 6/8.',
    m2Explain: 'Divide the top and the bottom by their common factor 2: (6 ÷ 2)/(8 ÷ 2) = 3/4.',
    m3Prompt: 'Which of these fractions is the largest?',
    m3Explain: 'Over 30: 3/5 = 18/30, 2/3 = 20/30, and 1/2 = 5/10 = 15/30. So 2/3 is the largest.',
    m4Prompt: 'What is 1/4 + 1/2?',
    m4Explain: 'Rewrite 1/2 as 2/4, then add quarters: 1/4 + 2/4 = 3/4.',
    h1Prompt: 'What is 1/2 + 1/3?',
    h1Explain: 'Use the common denominator 6: 1/2 = 3/6 and 1/3 = 2/6, so the sum is 5/6. Adding tops and bottoms (2/5) is the classic mistake.',
    h2Prompt: 'What is 3/4 − 1/3?',
    h2Explain: '12 is a common denominator: 3/4 = 9/12 and 1/3 = 4/12, and 9/12 − 4/12 = 5/12.',
    h3Prompt: 'What is 2/3 + 3/4, written as a mixed number?',
    h3Explain: 'Over 12: 8/12 + 9/12 = 17/12, which is one whole (12/12) with 5/12 left: 1 5/12.',
    h4Prompt: 'Which fraction lies between 1/3 and 1/2?',
    h4Explain: 'Over 30: 1/3 = 10/30, 2/5 = 12/30 and 1/2 = 15/30, so 2/5 sits between them.',
  },
  es: () => import('./quiz-items.messages.es'),
  fr: () => import('./quiz-items.messages.fr'),
});
