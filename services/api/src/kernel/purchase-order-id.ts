import { deterministicEventId } from '@pathwise/event-store';

/**
 * The id of a buyer's order for a course, derived from both: a double-clicked "Buy", a retried request or two tabs
 * all name the same order, so the order stream's expected version makes them one order. Commerce places it and the
 * enrolment rules ask it whether a paid-course learner has paid; refunds will add a generation to this key, so that
 * a buyer refunded once may buy again.
 */
export const purchaseOrderId = (buyerId: string, courseId: string): string => deterministicEventId('purchase-order', buyerId, courseId);
