import { publicPageHeads } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

export const adaptiveLearningMessages = defineMessages({
  en: {
    docTitle: publicPageHeads.adaptiveLearning.title,
    eyebrow: 'Adaptive learning',
    title: 'The right next step, every time',
    lead: publicPageHeads.adaptiveLearning.description,
    caption: 'A learner’s recent success rate moves up and down but stays inside the target band of 70 to 85%.',
    tryIt: 'Try the demo course',
    whatTitle: 'What it does',
    learner1: 'No re-reading what you already know: skills you have shown you master are skipped, or only come back as short reviews.',
    learner2: 'Questions stay challenging but doable: after a run of right answers the next ones get harder; after a mistake you get an easier step or a worked example.',
    learner3: 'Short reviews arrive when your memory of a topic starts to fade, so a few minutes a day keep it.',
    learner4: 'Every change comes with its reason, such as “Difficulty raised: four correct answers in a row”.',
    creator1: 'Write each lesson and question once and tag it with the skills it teaches; Pathwise decides who needs it, and when.',
    creator2: 'See a mastery estimate per learner and per skill, with how certain it is, instead of a single completion percentage.',
    creator3: 'Spot questions that are too easy, too hard or misleading from the way learners answer them.',
    how1Title: 'Learning events',
    how1Body: 'Each lesson start, lesson completion and quiz attempt is appended to an event log with its score, number of attempts, time spent and device.',
    how2Title: 'Calibrated mastery estimates',
    how2Body: 'For each skill, Pathwise keeps the probability that the learner has mastered it and updates it after every answer. Calibrated means the numbers can be taken at face value: of the answers predicted right 80% of the time, about 80% are. A skill counts as mastered above a threshold, 95% by default.',
    how3Title: 'Difficulty kept in a target band',
    how3Body: 'Questions are chosen so that the predicted chance of success stays between 70% and 85%: hard enough to make you think, easy enough to keep you going. When recent results leave the band, the level moves, and the change is recorded with the old level, the new level and the reason.',
    how4Title: 'Spaced review with FSRS',
    how4Body: 'For each mastered skill, the FSRS scheduler (Free Spaced Repetition Scheduler) models how stable your memory of it is and plans the next review for when recall is predicted to drop to 90%. A good review pushes the next one further out; a lapse brings it closer.',
    limit1: 'It does not sort you by “learning style”: the evidence that teaching to styles helps is weak, so Pathwise adapts to what you know instead.',
    limit2: 'It needs a few answers before it adapts well: with little evidence the estimates are uncertain, and Pathwise says so rather than pretending.',
    limit3: 'It does not write new material during a session: it chooses among the lessons and questions the creator put in the course.',
  },
  es: () => import('./adaptive-learning.messages.es'),
  fr: () => import('./adaptive-learning.messages.fr'),
});
