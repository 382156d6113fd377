import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { decideFor } from './gamification.reactor.js';
import { inReportingCurrency, type ReportingRates } from './reporting-currency.rules.js';

/**
 * A paid order counts towards its creator's revenue achievements: one sale (first-sale), and the creator's earnings
 * from it (the price less the platform's fee, tax excluded) in the reporting currency (thousand-revenue,
 * ten-thousand-revenue). The rate is the configured one when the payment is counted; the count is kept in the stats
 * stream, so a later change of the table never takes an achievement back. Each order counts once, however often its
 * payment is heard.
 */
export function salesAchievementsReactor(rates: ReportingRates): Reactor<PathwiseEvent> {
  return {
    name: 'sales-achievements',
    eventTypes: ['OrderPaid'],
    async react(event, context) {
      if (event.type !== 'OrderPaid') return [];
      const { events } = await context.readStream(orderStreamId(event.data.orderId));
      const placed = events.find((each) => each.type === 'OrderPlaced');
      if (placed?.type !== 'OrderPlaced') return [];
      const { orderId, creatorId, buyerId, currency, subtotal, platformFee } = placed.data;
      // A creator cannot buy their own course; should an order say so anyway, it sells nothing.
      if (creatorId === buyerId) return [];
      const earnings = inReportingCurrency(subtotal - platformFee, currency, rates);
      return decideFor(context, creatorId, {
        eventId: event.id,
        recordedAt: event.recordedAt,
        progress: [
          { measure: 'sales', subjectId: orderId },
          { measure: 'revenue_cents', subjectId: orderId, amount: earnings },
        ],
      });
    },
  };
}
