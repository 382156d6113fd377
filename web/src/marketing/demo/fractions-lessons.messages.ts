import { defineMessages } from '../../shared/i18n';

/** The three lessons of the demo course. */
export const fractionsLessonsMessages = defineMessages({
  en: {
    l1Title: 'What a fraction means',
    l1Body1: 'A fraction names part of a whole. The bottom number, the denominator, says how many equal parts the whole is cut into. The top number, the numerator, says how many of those parts you take.',
    l1Body2: 'In 3/4 of a pizza, the pizza is cut into 4 equal slices and you have 3 of them.',
    l1Key: 'The parts must be equal: a pizza cut into one big and one small piece is not cut in halves.',
    l1Figure: 'A circle cut into 4 equal slices, 3 of them shaded: 3/4.',
    l2Title: 'Equivalent fractions',
    l2Body1: 'Multiplying the top and the bottom by the same number gives the same amount: 1/2 = 2/4 = 4/8. The slices are smaller, but you have more of them.',
    l2Body2: 'To simplify a fraction, divide the top and the bottom by a common factor: 6/8 = 3/4, dividing both by 2.',
    l2Key: 'Whatever you do to the top, do to the bottom, and the amount stays the same.',
    l2Figure: 'Two circles: one cut in 2 with 1 part shaded, one cut in 4 with 2 parts shaded. The same amount is shaded.',
    l3Title: 'Adding fractions',
    l3Body1: 'You can only add parts of the same size. When the denominators match, add the numerators and keep the denominator: 1/5 + 2/5 = 3/5.',
    l3Body2: 'When they differ, first rewrite both fractions over a common denominator: 1/2 + 1/3 = 3/6 + 2/6 = 5/6.',
    l3Key: 'Never add the denominators: 1/2 + 1/3 is not 2/5, which is less than 1/2 on its own.',
    l3Figure: 'A bar cut into sixths: 3 sixths (one half) plus 2 sixths (one third) make 5 sixths.',
  },
  es: () => import('./fractions-lessons.messages.es'),
  fr: () => import('./fractions-lessons.messages.fr'),
});
