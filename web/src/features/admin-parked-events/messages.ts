import { defineMessages } from '../../shared/i18n';

export const parkedEventsMessages = defineMessages({
  en: {
    title: 'Parked events',
    intro:
      'Events a read model could not apply. It set each one aside with the error and went on with the next; the page it feeds lacks that event until it is retried. Retry after the cause is fixed.',
    loading: 'Loading parked events…',
    couldNotLoad: 'Could not load the parked events',
    empty: 'No parked events: every read model has applied every event.',
    shown: 'Showing the oldest {shown} of {total}.',
    readModel: 'Read model',
    event: 'Event',
    error: 'Error',
    attempts: 'Attempts',
    lastFailed: 'Last failed',
    action: 'Action',
    eventAt: '{type} at position {position}',
    retry: 'Retry',
    retryLabel: 'Retry {type} at position {position}',
    retrying: 'Retrying…',
    applied: 'Position {position} applied: it left the list.',
    stillFailing: 'Position {position} still fails: {error}',
    notParked: 'Position {position} was no longer parked.',
    couldNotRetry: 'The retry did not run',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
