import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { dumpTable, learningEvent } from '../../testing/learning-events.js';
import { PLATFORM_PULSE_LEARNERS, PLATFORM_PULSE_MINUTES, PLATFORM_PULSE_ORDERS, platformPulseProjection } from './platform-pulse.projection.js';
import { getPlatformPulse } from './platform-pulse.queries.js';

describe.each(testDatabaseKinds)('platform pulse projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const rebuild = () => rebuildProjection({ database: fixture.database, store: fixture.store, projection: platformPulseProjection, batchSize: 3 });

  const order = (orderId: string, currency: 'USD' | 'EUR', total: number) =>
    ({
      type: 'OrderPlaced',
      data: {
        orderId,
        buyerId: randomUUID(),
        courseId: randomUUID(),
        creatorId: randomUUID(),
        currency,
        subtotal: total,
        taxRateBasisPoints: 0,
        tax: 0,
        total,
        creatorTier: 'free',
        platformFeeBasisPoints: 1000,
        platformFee: Math.round(total / 10),
      },
    }) as const;
  const paid = (orderId: string) =>
    ({ type: 'OrderPaid', data: { orderId, provider: 'test', paymentId: `pay-${orderId}`, providerEventId: `evt-${orderId}`, processingFee: 0 } }) as const;

  it('counts sign-ups, learning, quiz attempts, sales with their revenue per currency and the active learners in the current minute, the same after a rebuild', async () => {
    const userId = randomUUID();
    await fixture.store.append(
      `account-${userId}`,
      [
        {
          type: 'AccountRegistered',
          data: {
            userId,
            email: `${userId}@example.org`,
            displayName: 'Someone',
            role: 'student',
            subscriptionTier: 'free',
            aiCreditBalance: 100,
            preferredLanguage: 'en',
            receiveEmailNotifications: true,
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const courseId = randomUUID();
    await fixture.store.append(
      'learner-pulse',
      [
        learningEvent('ana', courseId, 'lesson_start'),
        learningEvent('ana', courseId, 'quiz_attempt'),
        learningEvent('ben', courseId, 'quiz_attempt'),
        learningEvent('staff', courseId, 'lesson_start', { preview: true }),
      ],
      { expectedVersion: 'any' },
    );
    const [first, second, unpaid] = [randomUUID(), randomUUID(), randomUUID()];
    await fixture.store.append(`order-${first}`, [order(first, 'USD', 4_900), paid(first)], { expectedVersion: 'no_stream' });
    await fixture.store.append(`order-${second}`, [order(second, 'EUR', 1_500)], { expectedVersion: 'no_stream' });
    await fixture.store.append(`order-${second}`, [paid(second)], { expectedVersion: 1 });
    await fixture.store.append(`order-${unpaid}`, [order(unpaid, 'USD', 9_999)], { expectedVersion: 'no_stream' });

    const dump = async () =>
      (await Promise.all([PLATFORM_PULSE_MINUTES, PLATFORM_PULSE_LEARNERS, PLATFORM_PULSE_ORDERS].map((table) => dumpTable(fixture.database.db, LIVE_SCHEMA, table)))).join('\n--\n');
    await rebuild();
    const built = await dump();
    await rebuild();
    expect(await dump()).toBe(built);

    const pulse = await getPlatformPulse(fixture.database.db, { now: new Date(), minutes: 10 });
    expect(pulse.minutes).toBe(10);
    for (const series of [...Object.values(pulse.counts), pulse.activeLearners, ...pulse.revenue]) expect(series.perMinute).toHaveLength(10);
    // Everything was recorded in this minute or the one before (a slow machine may cross a minute's edge).
    const recent = (perMinute: readonly number[]) => perMinute.slice(-2).reduce((sum, value) => sum + value, 0);
    expect(recent(pulse.counts.sign_ups.perMinute)).toBe(1);
    expect(pulse.counts.learning_events.last24Hours).toBe(3);
    expect(recent(pulse.counts.quiz_attempts.perMinute)).toBe(2);
    expect(pulse.counts.sales.last24Hours).toBe(2);
    expect(pulse.counts.certificates.last24Hours).toBe(0);
    expect(pulse.revenue.map(({ currency, last24Hours }) => [currency, last24Hours])).toEqual([
      ['EUR', 1_500],
      ['USD', 4_900],
    ]);
    expect(pulse.activeLearners).toMatchObject({ now: 2, last24Hours: 2 });

    // A window that ended an hour ago holds none of it.
    const earlier = await getPlatformPulse(fixture.database.db, { now: new Date(Date.now() - 3_600_000), minutes: 5 });
    expect(earlier.counts.learning_events.perMinute).toEqual([0, 0, 0, 0, 0]);
    expect(earlier.activeLearners.now).toBe(0);
    expect(earlier.counts.sales.last24Hours).toBe(0);
  });
});
