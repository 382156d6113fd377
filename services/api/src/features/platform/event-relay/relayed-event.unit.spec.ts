import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { domainOf, relayedEvent, relayedMessage } from './relayed-event.js';

const stored = (event: PathwiseEvent, streamId: string): StoredEvent<PathwiseEvent> =>
  ({
    ...event,
    id: '4f1c2d3e-0000-4000-8000-000000000001',
    streamId,
    streamVersion: 3,
    schemaVersion: 1,
    position: 9_007_199_254_740_993n,
    transactionId: 42n,
    recordedAt: new Date('2026-11-27T12:00:00Z'),
    metadata: { correlationId: 'request-1', actor: { kind: 'user', id: 'user-1' } },
  }) as StoredEvent<PathwiseEvent>;

describe('an event as the relay publishes it', () => {
  it('leaves out personal values, says which and whose, and keeps ids and everything else', () => {
    const registered = stored(
      {
        type: 'AccountRegistered',
        data: {
          userId: 'user-1',
          email: 'ada@example.com',
          displayName: 'Ada',
          role: 'student',
          subscriptionTier: 'free',
          aiCreditBalance: 10,
          preferredLanguage: 'fr',
          receiveEmailNotifications: true,
        },
      },
      'account-user-1',
    );
    const relayed = relayedEvent(registered);
    expect(relayed).toMatchObject({
      eventId: registered.id,
      type: 'AccountRegistered',
      domain: 'identity',
      streamId: 'account-user-1',
      streamVersion: 3,
      position: '9007199254740993',
      transactionId: '42',
      data: { userId: 'user-1', email: null, displayName: null, role: 'student', preferredLanguage: 'fr' },
      personalData: { subjectId: 'user-1', omitted: ['email', 'displayName'] },
    });
    expect(relayedMessage(registered, 'pathwise.events.').value).not.toContain('ada@example.com');
  });

  it('writes an event with nothing personal as it is, on its domain topic, keyed by its stream', () => {
    const dismissed = stored({ type: 'NpsSurveyDismissed', data: { userId: 'user-1', dismissedAt: '2026-11-27T12:00:00.000Z' } }, 'npssurvey-user-1');
    const message = relayedMessage(dismissed, 'pathwise.events.');
    expect(message).toMatchObject({ topic: 'pathwise.events.nps', key: 'npssurvey-user-1', headers: { 'event-type': 'NpsSurveyDismissed' } });
    expect(JSON.parse(message.value)).toMatchObject({ data: dismissed.data, personalData: null });
    expect(domainOf('NoSuchEvent')).toBe('other');
  });
});
