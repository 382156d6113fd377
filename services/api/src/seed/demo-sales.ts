import { platformFeeBasisPoints } from '@pathwise/contracts';
import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { priceOrder } from '../features/commerce/index.js';
import { purchaseOrderId } from '../kernel/purchase-order-id.js';
import { demoCourses, demoId, demoPeople, demoSales, demoSalesTaxRates } from './demo-world.js';

const DAY_MS = 86_400_000;

/**
 * The demo creators' past sales, appended as the orders' own events, as the demo world appends its courses: a
 * placed order and its payment by the test provider, each carrying the moment it happened, days before `now`. The
 * figures are priced by the same rules checkout uses, with the creator's plan choosing the platform's fee; the
 * reactors then enrol each buyer, count the creator's sales (first-sale) and raise their notifications and receipts.
 * Ids follow from buyer and course, so a second run appends nothing.
 */
export async function seedDemoSales(store: EventStore<PathwiseEvent>, now: Date): Promise<void> {
  for (const [index, sale] of demoSales.entries()) {
    const course = demoCourses.find((each) => each.handle === sale.course)!;
    const creator = demoPeople.find((each) => each.handle === course.creator)!;
    const buyerId = demoId('user', sale.buyer);
    const courseId = demoId('course', course.handle);
    const orderId = purchaseOrderId(buyerId, courseId);
    // Spread through the day too, so the orders list does not show every sale at one o'clock.
    const placedAt = new Date(now.getTime() - sale.daysAgo * DAY_MS - ((index * 37) % 11) * 3_600_000);
    const paidAt = new Date(placedAt.getTime() + 90_000);
    const pricing = priceOrder(course.priceCents, sale.country ? (demoSalesTaxRates[sale.country] ?? 0) : 0, platformFeeBasisPoints[creator.tier]);
    const metadata = { actor: { kind: 'system' as const, id: 'demo-seed' }, correlationId: 'demo-world' };
    await store.append(
      orderStreamId(orderId),
      [
        {
          id: demoId('event', `order-placed-${sale.buyer}-${course.handle}`),
          type: 'OrderPlaced',
          data: { orderId, buyerId, courseId, creatorId: demoId('user', creator.handle), currency: 'USD', creatorTier: creator.tier, ...pricing, placedAt: placedAt.toISOString() },
        },
        {
          id: demoId('event', `order-paid-${sale.buyer}-${course.handle}`),
          type: 'OrderPaid',
          data: {
            orderId,
            provider: 'test',
            paymentId: demoId('payment', `${sale.buyer}-${course.handle}`),
            providerEventId: demoId('provider-event', `${sale.buyer}-${course.handle}`),
            processingFee: 0,
            paidAt: paidAt.toISOString(),
          },
        },
      ],
      { expectedVersion: 'any', metadata },
    );
  }
}
