import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../runner/rebuild.js';
import { accountDirectoryProjection } from '../../identity/account-directory/account-directory.projection.js';
import { courseCatalogueProjection } from '../../courses/course-catalogue/course-catalogue.projection.js';
import { creatorSalesProjection } from './creator-sales.projection.js';
import { allSalesOrders, getSalesOrders, getSalesSummary } from './creator-sales.queries.js';

describe.each(testDatabaseKinds)('creator sales projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const rebuild = async () => {
    for (const projection of [accountDirectoryProjection, courseCatalogueProjection, creatorSalesProjection]) {
      await rebuildProjection({ database: fixture.database, store: fixture.store, projection, batchSize: 4 });
    }
  };
  const db = () => fixture.database.db;

  let creatorId = '';
  let buyerId = '';
  let courseA = '';
  let courseB = '';

  /** A creator of two courses (in dollars and in euros) and one buyer's five orders, fresh for each test. */
  async function given() {
    [creatorId, buyerId, courseA, courseB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await fixture.store.append(
      `account-${buyerId}`,
      [
        {
          type: 'AccountRegistered',
          data: { userId: buyerId, email: null, displayName: 'Ada Buyer', role: 'student', subscriptionTier: 'free', aiCreditBalance: 0, preferredLanguage: 'en', receiveEmailNotifications: false },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    for (const [courseId, title, currency] of [[courseA, 'Algebra', 'USD'], [courseB, 'Baking', 'EUR']] as const) {
      await fixture.store.append(
        `course-${courseId}`,
        [
          {
            type: 'CourseDrafted',
            data: { courseId, creatorId, title, subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 1000, currency, tags: [] },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
    }
    const order = async (courseId: string, currency: 'USD' | 'EUR', day: number, outcome: 'paid' | 'declined' | 'open', paidTwice = false) => {
      const orderId = randomUUID();
      const placedAt = `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
      const paid: PathwiseEvent = {
        type: 'OrderPaid',
        data: { orderId, provider: 'test', paymentId: `pay-${orderId}`, providerEventId: `evt-${orderId}`, processingFee: 30, paidAt: placedAt.replace('10:00', '10:05') },
      };
      await fixture.store.append(
        `order-${orderId}`,
        [
          {
            type: 'OrderPlaced',
            data: {
              orderId, buyerId, courseId, creatorId, currency, subtotal: 1000, taxRateBasisPoints: 2000, tax: 200, total: 1200,
              creatorTier: 'pro', platformFeeBasisPoints: 1000, platformFee: 100, placedAt,
            },
          },
          ...(outcome === 'paid' ? [paid] : []),
          ...(paidTwice ? [{ ...paid, data: { ...paid.data, providerEventId: `again-${orderId}` } } as PathwiseEvent] : []),
          ...(outcome === 'declined'
            ? [{ type: 'OrderDeclined', data: { orderId, provider: 'test', providerEventId: `no-${orderId}`, reason: 'card_declined' } } as PathwiseEvent]
            : []),
        ],
        { expectedVersion: 'no_stream' },
      );
      return orderId;
    };
    const ids = {
      first: await order(courseA, 'USD', 1, 'paid', true),
      second: await order(courseA, 'USD', 1, 'paid'),
      euro: await order(courseB, 'EUR', 2, 'paid'),
      declined: await order(courseA, 'USD', 3, 'declined'),
      open: await order(courseB, 'EUR', 4, 'open'),
    };
    await rebuild();
    return ids;
  }

  it('sums paid orders per day and currency, counting a payment heard twice once, and lists the courses sold', async () => {
    await given();
    const summary = await getSalesSummary(db(), creatorId, { from: '2026-03-01', to: '2026-03-31' });
    expect(summary.totals).toEqual([
      { currency: 'EUR', orders: 1, subtotal: 1000, tax: 200, total: 1200, platformFee: 100, creatorEarnings: 900, refunds: 0, refundedTotal: 0 },
      { currency: 'USD', orders: 2, subtotal: 2000, tax: 400, total: 2400, platformFee: 200, creatorEarnings: 1800, refunds: 0, refundedTotal: 0 },
    ]);
    expect(summary.daily.map(({ day, currency, orders }) => [day, currency, orders])).toEqual([
      ['2026-03-01', 'USD', 2],
      ['2026-03-02', 'EUR', 1],
    ]);
    expect(summary.courses).toEqual([{ courseId: courseA, title: 'Algebra' }, { courseId: courseB, title: 'Baking' }]);
    expect((await getSalesSummary(db(), creatorId, { from: '2026-03-02', to: '2026-03-02' })).totals.map((each) => each.currency)).toEqual(['EUR']);
    expect((await getSalesSummary(db(), randomUUID(), { from: '2026-03-01', to: '2026-03-31' })).totals).toEqual([]);
  });

  it('pages orders newest first by keyset, with the buyer name and course title looked up, and filters by course, status and days', async () => {
    const ids = await given();
    const first = await getSalesOrders(db(), creatorId, {}, null, 2);
    expect(first.items.map((each) => each.orderId)).toEqual([ids.open, ids.declined]);
    expect(first.items[0]).toMatchObject({ status: 'awaiting_payment', buyerName: 'Ada Buyer', courseTitle: 'Baking', currency: 'EUR', creatorEarnings: 900, paidAt: null });
    const second = await getSalesOrders(db(), creatorId, {}, first.next, 2);
    expect(second.items.map((each) => each.orderId)).toEqual([ids.euro, ...[ids.first, ids.second].sort().reverse().slice(0, 1)]);
    const third = await getSalesOrders(db(), creatorId, {}, second.next, 2);
    expect(third.items).toHaveLength(1);
    expect(third.next).toBeNull();
    expect(new Set([...first.items, ...second.items, ...third.items].map((each) => each.orderId)).size).toBe(5);

    expect((await getSalesOrders(db(), creatorId, { courseId: courseB }, null, 10)).items.map((each) => each.orderId)).toEqual([ids.open, ids.euro]);
    expect((await getSalesOrders(db(), creatorId, { status: 'declined' }, null, 10)).items.map((each) => each.orderId)).toEqual([ids.declined]);
    expect((await getSalesOrders(db(), creatorId, { from: '2026-03-02', to: '2026-03-03' }, null, 10)).items.map((each) => each.orderId)).toEqual([ids.declined, ids.euro]);
    const paid = (await getSalesOrders(db(), creatorId, { status: 'paid', courseId: courseA }, null, 10)).items;
    expect(paid.map((each) => each.paidAt)).toEqual(['2026-03-01T10:05:00.000Z', '2026-03-01T10:05:00.000Z']);

    const exported: string[] = [];
    for await (const page of allSalesOrders(db(), creatorId, {}, 2)) exported.push(...page.map((each) => each.orderId));
    expect(exported).toHaveLength(5);
  });
});
