import { couponStreamId, orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import { couponDecider, type CouponCommand, type CouponEvent } from './coupon.decider.js';

/**
 * A coupon's use follows its order: a paid order spends the use it held, a declined one gives it back for the next
 * buyer. Appended with the coupon stream's version, so a buyer reserving at the same moment makes one of the two
 * decide again; a replayed payment or decline decides nothing twice.
 */
export const couponRedemptionReactor: Reactor<PathwiseEvent> = {
  name: 'coupon-redemption',
  eventTypes: ['OrderPaid', 'OrderDeclined'],
  async react(event, context) {
    if (event.type !== 'OrderPaid' && event.type !== 'OrderDeclined') return [];
    const { orderId } = event.data;
    const { events: orderEvents } = await context.readStream(orderStreamId(orderId));
    // The placement this outcome answers, not a later one: an order placed again with another coupon after a decline.
    const placed = orderEvents.filter((each) => each.type === 'OrderPlaced' && each.streamVersion < event.streamVersion).at(-1);
    if (placed?.type !== 'OrderPlaced' || !placed.data.couponCode) return [];
    const code = placed.data.couponCode;
    const stream = couponStreamId(code);
    const { events, currentVersion } = await context.readStream(stream);
    const state = foldState(couponDecider, code, events as CouponEvent[]);
    const command: CouponCommand =
      event.type === 'OrderPaid'
        ? { type: 'ConfirmRedemption', data: { orderId, buyerId: placed.data.buyerId } }
        : { type: 'ReleaseRedemption', data: { orderId, reason: 'declined' } };
    const decided = couponDecider.decide(command, state);
    return decided.length === 0 ? [] : [{ streamId: stream, events: decided, expectedVersion: currentVersion }];
  },
};
