import { platformFeeBasisPoints } from '@pathwise/contracts';
import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { priceOrder } from '../features/commerce/index.js';
import { purchaseOrderId } from '../kernel/purchase-order-id.js';
import { demoCourses, demoId, demoPeople, demoSales, demoSalesTaxRates } from './demo-world.js';

const DAY_MS = 86_400_000;

/** One of the demo's past sales as its order records it: who sold what to whom, when, at what figures. */
export interface DemoSaleOrder {
  readonly key: string;
  readonly orderId: string;
  readonly buyerId: string;
  readonly courseId: string;
  readonly creatorId: string;
  readonly creatorTier: (typeof demoPeople)[number]['tier'];
  readonly pricing: ReturnType<typeof priceOrder>;
  readonly placedAt: Date;
  readonly paidAt: Date;
}

/**
 * The demo's past sales as of `now`, priced by the same rules checkout uses, with the creator's plan choosing the
 * platform's fee: what the orders record, and what the demo's past payout counts.
 */
export function demoSaleOrders(now: Date): DemoSaleOrder[] {
  return demoSales.map((sale, index) => {
    const course = demoCourses.find((each) => each.handle === sale.course)!;
    const creator = demoPeople.find((each) => each.handle === course.creator)!;
    const buyerId = demoId('user', sale.buyer);
    const courseId = demoId('course', course.handle);
    // Spread through the day too, so the orders list does not show every sale at one o'clock.
    const placedAt = new Date(now.getTime() - sale.daysAgo * DAY_MS - ((index * 37) % 11) * 3_600_000);
    return {
      key: `${sale.buyer}-${course.handle}`,
      orderId: purchaseOrderId(buyerId, courseId),
      buyerId,
      courseId,
      creatorId: demoId('user', creator.handle),
      creatorTier: creator.tier,
      pricing: priceOrder(course.priceCents, sale.country ? (demoSalesTaxRates[sale.country] ?? 0) : 0, platformFeeBasisPoints[creator.tier]),
      placedAt,
      paidAt: new Date(placedAt.getTime() + 90_000),
    };
  });
}

/**
 * The demo creators' past sales, appended as the orders' own events, as the demo world appends its courses: a
 * placed order and its payment by the test provider, each carrying the moment it happened, days before `now`. The
 * reactors then enrol each buyer, count the creator's sales (first-sale) and raise their notifications and receipts.
 * Ids follow from buyer and course, so a second run appends nothing.
 */
export async function seedDemoSales(store: EventStore<PathwiseEvent>, now: Date): Promise<void> {
  for (const order of demoSaleOrders(now)) {
    const { key, orderId, buyerId, courseId, creatorId, creatorTier, pricing, placedAt, paidAt } = order;
    const metadata = { actor: { kind: 'system' as const, id: 'demo-seed' }, correlationId: 'demo-world' };
    await store.append(
      orderStreamId(orderId),
      [
        {
          id: demoId('event', `order-placed-${key}`),
          type: 'OrderPlaced',
          data: { orderId, buyerId, courseId, creatorId, currency: 'USD', creatorTier, ...pricing, placedAt: placedAt.toISOString() },
        },
        {
          id: demoId('event', `order-paid-${key}`),
          type: 'OrderPaid',
          data: {
            orderId,
            provider: 'test',
            paymentId: demoId('payment', key),
            providerEventId: demoId('provider-event', key),
            processingFee: 0,
            paidAt: paidAt.toISOString(),
          },
        },
      ],
      { expectedVersion: 'any', metadata },
    );
  }
}
