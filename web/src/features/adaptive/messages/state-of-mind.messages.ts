import { defineMessages } from '../../../shared/i18n';

/** How a page speaks to each state of mind (ADR 12): the tone of its greeting and the help it offers. */
export const stateOfMindMessages = defineMessages({
  en: {
    celebrating_greetingNoName: 'Congratulations! This moment is earned.',
    focused_greetingNoName: 'In the flow: keep going.',
    struggling_greetingNoName: 'One step at a time: finding this hard is part of learning.',
    exploring_greetingNoName: 'Looking around, at their own pace.',
    heading: 'How it’s going',
    readingIs: 'We read you as: {state}',
    why: 'Why we think so',
    noReasons: 'Nothing out of the ordinary in your recent activity.',
    help: 'What may help',
    celebrating_greeting: 'Congratulations, {name}! You’ve earned this moment.',
    celebrating_help1: 'Take a second to enjoy it: your progress is real.',
    celebrating_help2: 'Ready for more? The next step below is a little harder.',
    focused_greeting: 'You’re in the flow, {name}. Keep going.',
    focused_help1: 'The next step below follows on from what you just did.',
    focused_help2: 'Short reviews keep what you’ve mastered fresh.',
    struggling_greeting: 'Let’s take it one step at a time, {name}. Finding this hard is part of learning.',
    struggling_help1: 'Reviewing the prerequisites first often makes the next attempt click.',
    struggling_help2: 'A short break is fine too: what you’ve learned stays with you.',
    struggling_review: 'Start your review with: {skills}',
    exploring_greeting: 'Welcome, {name}. Look around at your own pace.',
    exploring_help1: 'Open any lesson that catches your eye.',
    exploring_help2: 'A short quiz shows where you stand, so we can suggest what’s next.',
  },
  es: () => import('./state-of-mind.messages.es'),
  fr: () => import('./state-of-mind.messages.fr'),
});
