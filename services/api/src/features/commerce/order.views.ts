import type { OrderResponse, OrderStatus } from '@pathwise/contracts';
import type { OrderState } from './order.decider.js';

/** An order as its buyer reads it; the course's title and whether the enrolment has followed come from elsewhere. */
export function orderView(state: OrderState, courseTitle: string, enrolled: boolean): OrderResponse {
  const pricing = state.pricing!;
  return {
    orderId: state.orderId,
    courseId: state.courseId,
    courseTitle,
    status: state.status as OrderStatus,
    declineReason: state.declineReason,
    amounts: { currency: state.currency as OrderResponse['amounts']['currency'], subtotal: pricing.subtotal, discount: pricing.discount, couponCode: state.couponCode, taxRateBasisPoints: pricing.taxRateBasisPoints, tax: pricing.tax, total: pricing.total },
    enrolled,
  };
}
