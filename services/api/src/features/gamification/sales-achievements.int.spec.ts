import { randomUUID } from 'node:crypto';
import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { statsStreamId } from './gamification.state.js';

describe.each(testDatabaseKinds)('revenue achievements on %s', (kind) => {
  const used = useTestServer(kind);

  async function sell(creatorId: string, currency: 'USD' | 'EUR' | 'GBP', subtotal: number, options: { paidTwice?: boolean } = {}) {
    const orderId = randomUUID();
    const platformFee = subtotal / 10;
    const paid = (providerEventId: string): PathwiseEvent => ({ type: 'OrderPaid', data: { orderId, provider: 'test', paymentId: `p-${orderId}`, providerEventId, processingFee: 0 } });
    await used.server.platform.store.append(
      orderStreamId(orderId),
      [
        {
          type: 'OrderPlaced',
          data: {
            orderId, buyerId: randomUUID(), courseId: randomUUID(), creatorId, currency, subtotal, taxRateBasisPoints: 0, tax: 0, total: subtotal,
            creatorTier: 'pro', platformFeeBasisPoints: 1_000, platformFee,
          },
        },
        paid(`first-${orderId}`),
        ...(options.paidTwice ? [paid(`again-${orderId}`)] : []),
      ],
      { expectedVersion: 'no_stream' },
    );
  }

  const progressOf = async (creatorId: string) => {
    await settledHead(used.server.platform);
    const { events } = await used.server.platform.store.readStream(statsStreamId(creatorId));
    return {
      unlocked: events.flatMap((event) => (event.type === 'AchievementUnlocked' ? [event.data.achievementId] : [])),
      revenue: events.flatMap((event) => (event.type === 'AchievementProgressed' && event.data.measure === 'revenue_cents' ? [event.data.total] : [])).at(-1),
    };
  };

  it('unlocks first-sale with the first paid order, and counts a payment heard twice once', async () => {
    const creatorId = randomUUID();
    await sell(creatorId, 'USD', 2_900, { paidTwice: true });
    expect(await progressOf(creatorId)).toEqual({ unlocked: ['first-sale'], revenue: 2_610 });
  });

  it('unlocks thousand-revenue once the earnings, converted into dollars by the shipped rates, reach 1,000 dollars', async () => {
    const creatorId = randomUUID();
    // 1,000 euros less the 10 % fee earns 900 euros: 972 dollars at 1.08, short of the goal.
    await sell(creatorId, 'EUR', 100_000);
    expect(await progressOf(creatorId)).toEqual({ unlocked: ['first-sale'], revenue: 97_200 });
    // 25 pounds earn 22.50, 28.58 dollars at 1.27 (rounded half up): 1,000.58 dollars in all.
    await sell(creatorId, 'GBP', 2_500);
    expect(await progressOf(creatorId)).toEqual({ unlocked: ['first-sale', 'thousand-revenue'], revenue: 100_058 });
  });
});
