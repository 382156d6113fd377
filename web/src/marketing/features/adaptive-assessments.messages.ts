import { publicPageHeads } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

export const adaptiveAssessmentsMessages = defineMessages({
  en: {
    docTitle: publicPageHeads.adaptiveAssessments.title,
    eyebrow: 'Adaptive assessments',
    title: 'Precise scores with fewer questions',
    lead: publicPageHeads.adaptiveAssessments.description,
    caption: 'After each answer the ability estimate moves less and its margin of error narrows, until it is small enough to stop.',
    tryIt: 'Take the adaptive demo quiz',
    whatTitle: 'What it does',
    learner1: 'Shorter tests for the same precision: on a real 28-question grammar bank (ECPE), adaptive tests reached their precision target after about 18 questions on average.',
    learner2: 'No wall of questions far too hard or far too easy: the questions follow your level as you answer.',
    learner3: 'Your result comes with its margin of error and a breakdown by skill.',
    creator1: 'Write or import questions, tag them with skills, and let Pathwise calibrate their difficulty and discrimination from learners’ answers.',
    creator2: 'Choose the stopping rule: a target precision, a maximum number of questions, or both.',
    creator3: 'Item exposure is limited, so the same few questions are not shown to everyone.',
    how1Title: 'A calibrated item bank',
    how1Body: 'Each question carries item response theory (IRT) parameters: how difficult it is, and how sharply it separates learners above and below that level (a two-parameter logistic model). They are estimated from real answers and refined as more arrive.',
    how2Title: 'The most informative next question',
    how2Body: 'After each answer Pathwise updates the ability estimate and picks, among unused questions that fit the test blueprint, the one that tells the most about a learner at that ability.',
    how3Title: 'A stopping rule',
    how3Body: 'The test ends when the standard error of the estimate falls below the target (0.5, for example) or when the question limit is reached, whichever comes first.',
    how4Title: 'A score you can explain',
    how4Body: 'The report shows the estimate, its margin of error and every question asked, so a learner or a teacher can see how the score was reached.',
    limit1: 'New questions must be answered before they are calibrated: until then they are tried out unscored, alongside calibrated ones.',
    limit2: 'The bank sets a floor on precision: a small bank cannot reach a very tight margin of error, however many of its questions are asked.',
    limit3: 'It measures what the bank covers and nothing else: a test is only as good as its questions.',
  },
  es: () => import('./adaptive-assessments.messages.es'),
  fr: () => import('./adaptive-assessments.messages.fr'),
});
