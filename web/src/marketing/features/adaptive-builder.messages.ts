import { publicPageHeads } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

export const adaptiveBuilderMessages = defineMessages({
  en: {
    docTitle: publicPageHeads.adaptiveBuilder.title,
    eyebrow: 'Adaptive builder',
    title: 'A skill map in, a personal path out',
    lead: publicPageHeads.adaptiveBuilder.description,
    caption: 'Skills linked by their prerequisites: three mastered, one ready to learn (its prerequisites are mastered), one still locked.',
    tryIt: 'Open the builder demo',
    whatTitle: 'What it does',
    learner1: 'You always know what to do next: the ready-to-learn list shows the skills whose prerequisites you have mastered.',
    learner2: 'A short placement check lets you skip what you already know.',
    learner3: 'When a skill resists, Pathwise points you back to the prerequisite that is missing instead of repeating the same lesson.',
    creator1: 'Draw the map once: skills, their prerequisites, and the lessons and questions attached to each.',
    creator2: 'The builder refuses loops (a skill cannot require itself, even indirectly) and flags skills that nothing leads to.',
    creator3: 'Preview the path as a sample learner: mark skills mastered and watch what becomes ready to learn.',
    how1Title: 'Skills and prerequisites form a graph',
    how1Body: 'Each skill lists the skills it builds on. The builder keeps the graph free of cycles, so there is always at least one valid order to learn in.',
    how2Title: 'Mastery marks the way',
    how2Body: 'When a learner’s mastery estimate for a skill crosses the threshold, the skill counts as mastered on their map.',
    how3Title: 'The ready-to-learn frontier',
    how3Body: 'A skill is ready to learn when it is not mastered yet and all its prerequisites are. The learner picks among the ready skills, or follows Pathwise’s recommendation.',
    how4Title: 'Paths that repair themselves',
    how4Body: 'If a review shows a prerequisite has faded, the skills that build on it wait until it has been refreshed.',
    limit1: 'It does not invent the map: AI can propose one from your material, but you decide what depends on what.',
    limit2: 'It does not impose a single order: any order that respects the prerequisites is allowed.',
  },
  es: () => import('./adaptive-builder.messages.es'),
  fr: () => import('./adaptive-builder.messages.fr'),
});
