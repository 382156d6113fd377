import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { currentPurchaseOrder } from '../../kernel/purchase-order-id.js';
import { enrolmentIsCurrent, enrolmentStreamId, refundedEnrolmentEnd } from '../courses/index.js';

/**
 * A refund ends access: when an order is refunded, its buyer's enrolment in the course ends. Read from the streams
 * at the time, so processing the refund again finds the enrolment ended and appends nothing; and a buyer who bought
 * the course again before this ran (their current order is paid) keeps the enrolment that purchase gives.
 */
export const refundAccessReactor: Reactor<PathwiseEvent> = {
  name: 'refund-access',
  eventTypes: ['OrderRefunded'],
  async react(event, context) {
    if (event.type !== 'OrderRefunded') return [];
    const { events } = await context.readStream(orderStreamId(event.data.orderId));
    const placed = events.find((each) => each.type === 'OrderPlaced');
    if (placed?.type !== 'OrderPlaced') return [];
    const { buyerId, courseId } = placed.data;
    const enrolment = await context.readStream(enrolmentStreamId(courseId, buyerId));
    if (!enrolmentIsCurrent(enrolment.events)) return [];
    const current = await currentPurchaseOrder((stream) => context.readStream(stream), buyerId, courseId);
    if (current.events.some((each) => each.type === 'OrderPaid')) return [];
    return [refundedEnrolmentEnd(courseId, buyerId, event.data.orderId, enrolment.currentVersion)];
  },
};
