import { defineMessages } from '../../../shared/i18n';

/** The demo learner on /features/emotional-design-demo: the engine's own reading, live from the server. */
export const demoMessages = defineMessages({
  en: {
    heading: 'The engine reading a real learner',
    intro: 'This is the demo learner’s profile as the adaptive engine keeps it: the state of mind it infers from their events, why, and how the pages respond.',
    loading: 'Loading the demo learner…',
    absent: 'The demo learner has not been set up on this server yet.',
    failed: 'Could not load the demo learner',
    asOf: 'Read from {events} recent events, as of {date}.',
  },
  es: () => import('./demo.messages.es'),
  fr: () => import('./demo.messages.fr'),
});
