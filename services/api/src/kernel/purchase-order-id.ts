import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type ReadStreamResult } from '@pathwise/event-store';

/**
 * The id of a buyer's order for a course, derived from both and from its generation: a double-clicked "Buy", a retried
 * request or two tabs all name the same order, so the order stream's expected version makes them one order. Each
 * refund closes a generation: the next "Buy" names the order of the generation after it, again the same for every
 * click. Generation 0 keeps the id orders had before refunds existed.
 */
export const purchaseOrderId = (buyerId: string, courseId: string, generation = 0): string =>
  generation === 0 ? deterministicEventId('purchase-order', buyerId, courseId) : deterministicEventId('purchase-order', buyerId, courseId, String(generation));

/** A buyer's current order for a course: the first generation not refunded (its stream may be empty: not placed yet). */
export interface CurrentPurchaseOrder {
  readonly orderId: string;
  readonly generation: number;
  readonly events: ReadStreamResult<PathwiseEvent>['events'];
}

/**
 * Finds the buyer's current order for a course by walking the generations past the refunded ones. Commerce places
 * and reads it, and the enrolment rules ask it whether a paid-course learner has paid. Refunds are rare, so the walk
 * is a read or two.
 */
export async function currentPurchaseOrder(
  readStream: (streamId: string) => Promise<ReadStreamResult<PathwiseEvent>>,
  buyerId: string,
  courseId: string,
): Promise<CurrentPurchaseOrder> {
  for (let generation = 0; ; generation++) {
    const orderId = purchaseOrderId(buyerId, courseId, generation);
    const { events } = await readStream(orderStreamId(orderId));
    if (!events.some((event) => event.type === 'OrderRefunded')) return { orderId, generation, events };
  }
}
