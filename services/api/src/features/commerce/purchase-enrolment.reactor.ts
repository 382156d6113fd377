import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { enrolmentIsCurrent, enrolmentStreamId, purchaseEnrolment } from '../courses/index.js';

/**
 * When an order is paid, its buyer is enrolled in its course. The order's payment is the only way in for a paid
 * course besides the enrolment route asking the same question; whichever appends first wins, the other finds the
 * enrolment there and appends nothing, so a replayed payment never enrols twice. A payment replayed after its order
 * was refunded enrols nobody: the refund ended that access for good.
 */
export const purchaseEnrolmentReactor: Reactor<PathwiseEvent> = {
  name: 'purchase-enrolment',
  eventTypes: ['OrderPaid'],
  async react(event, context) {
    if (event.type !== 'OrderPaid') return [];
    const { events } = await context.readStream(orderStreamId(event.data.orderId));
    const placed = events.find((each) => each.type === 'OrderPlaced');
    if (placed?.type !== 'OrderPlaced' || events.some((each) => each.type === 'OrderRefunded')) return [];
    const { buyerId, courseId } = placed.data;
    const enrolment = await context.readStream(enrolmentStreamId(courseId, buyerId));
    if (enrolmentIsCurrent(enrolment.events)) return [];
    return [purchaseEnrolment(courseId, buyerId, enrolment.currentVersion)];
  },
};
