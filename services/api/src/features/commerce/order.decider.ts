import type { OrderDeclineReason, PathwiseEvent, PaymentProviderName, RefundReason, SubscriptionTier } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { courseIsFree, orderNotFound, orderNotPaid, ownCourse } from './commerce.errors.js';
import type { OrderPricing } from './order-pricing.rules.js';
import type { PaymentOutcome } from './payment-provider.js';

export type OrderEvent = Extract<PathwiseEvent, { type: `Order${string}` }>;

export type OrderStatus = 'none' | 'awaiting_payment' | 'declined' | 'paid' | 'refunded';

export interface OrderState {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly buyerId: string;
  readonly courseId: string;
  readonly creatorId: string;
  readonly currency: string;
  readonly pricing: OrderPricing | null;
  /** The coupon the order was placed with, if any. */
  readonly couponCode: string | null;
  readonly declineReason: OrderDeclineReason | null;
  readonly paymentId: string | null;
  readonly refundId: string | null;
  /** A destination charge's transfer to the creator's connected account, which a refund takes back. */
  readonly transfer: { readonly destination: string; readonly amount: number } | null;
  /** Every provider event this order has heard: a delivery seen before changes nothing again. */
  readonly providerEventIds: ReadonlySet<string>;
}

/** What the course says when the order is placed, loaded by the handler: the decider never reads a price from a client. */
export interface CourseForSale {
  readonly courseId: string;
  readonly creatorId: string;
  readonly creatorTier: SubscriptionTier;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly pricing: OrderPricing;
}

export type OrderCommand =
  | {
      readonly type: 'PlaceOrder';
      /** `course.pricing` carries the coupon's discount, which the handler reserved on the coupon's stream first. */
      readonly data: { readonly orderId: string; readonly buyerId: string; readonly course: CourseForSale; readonly couponCode?: string | null };
    }
  | {
      readonly type: 'RecordPaymentOutcome';
      readonly data: {
        readonly orderId: string;
        readonly provider: PaymentProviderName;
        /** The idempotency key: the provider's id of the event that carried this outcome. */
        readonly providerEventId: string;
        readonly outcome: PaymentOutcome;
      };
    }
  | {
      readonly type: 'RefundOrder';
      readonly data: {
        readonly orderId: string;
        /** The provider's id of the refund it made, asked for before this command (the same for every retry). */
        readonly refundId: string;
        readonly refundedBy: string;
        /** In which right: the refund policy decided it from who asks. */
        readonly reason: RefundReason;
        readonly refundedAt: Date;
      };
    };

const initialOrderState = (orderId: string): OrderState => ({
  orderId,
  status: 'none',
  buyerId: '',
  courseId: '',
  creatorId: '',
  currency: '',
  pricing: null,
  couponCode: null,
  declineReason: null,
  paymentId: null,
  refundId: null,
  transfer: null,
  providerEventIds: new Set(),
});

const heard = (state: OrderState, providerEventId: string): ReadonlySet<string> => new Set([...state.providerEventIds, providerEventId]);

function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced': {
      const { buyerId, courseId, creatorId, currency, subtotal, taxRateBasisPoints, tax, total, platformFeeBasisPoints, platformFee } = event.data;
      // Orders placed before coupons carry no discount.
      const pricing = { subtotal, discount: event.data.discount ?? 0, taxRateBasisPoints, tax, total, platformFeeBasisPoints, platformFee };
      return { ...state, status: 'awaiting_payment', buyerId, courseId, creatorId, currency, pricing, couponCode: event.data.couponCode ?? null };
    }
    case 'OrderPaid':
      return {
        ...state,
        status: 'paid',
        paymentId: event.data.paymentId,
        transfer: event.data.transfer ?? null,
        declineReason: null,
        providerEventIds: heard(state, event.data.providerEventId),
      };
    case 'OrderDeclined':
      return { ...state, status: 'declined', declineReason: event.data.reason, providerEventIds: heard(state, event.data.providerEventId) };
    case 'OrderRefunded':
      return { ...state, status: 'refunded', refundId: event.data.refundId };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * Placing an order that exists already is the double-clicked "Buy": the open order is reused, nothing is appended. An
 * unpaid order placed again with another coupon (or none) is placed again with the new figures, as the buyer changed
 * what they asked for. An order the coupon leaves nothing to pay is paid at once, without a provider.
 */
function placeOrder(command: Extract<OrderCommand, { type: 'PlaceOrder' }>, state: OrderState): OrderEvent[] {
  const { orderId, buyerId, course } = command.data;
  const couponCode = command.data.couponCode ?? null;
  if (state.status === 'paid') return [];
  if (state.status !== 'none' && state.couponCode === couponCode) return [];
  if (course.creatorId === buyerId) throw ownCourse();
  if (course.pricing.subtotal === 0) throw courseIsFree();
  const { courseId, creatorId, creatorTier, currency, pricing } = course;
  const { discount, ...figures } = pricing;
  const placed: OrderEvent = {
    type: 'OrderPlaced',
    data: { orderId, buyerId, courseId, creatorId, currency, creatorTier, ...figures, ...(couponCode === null ? {} : { couponCode, discount }) },
  };
  if (pricing.total > 0) return [placed];
  const settlement = `free-${orderId}`;
  return [placed, { type: 'OrderPaid', data: { orderId, provider: 'none', providerEventId: settlement, paymentId: settlement, processingFee: 0 } }];
}

/**
 * A provider's word about a payment is a webhook: it may arrive twice, late or out of order. Its event id makes a
 * replay change nothing, and a paid order stays paid whatever arrives after (a late decline of an earlier attempt).
 */
function recordPaymentOutcome(command: Extract<OrderCommand, { type: 'RecordPaymentOutcome' }>, state: OrderState): OrderEvent[] {
  const { orderId, provider, providerEventId, outcome } = command.data;
  if (state.status === 'none') throw orderNotFound(orderId, '#/body/orderId');
  if (state.providerEventIds.has(providerEventId) || state.status === 'paid' || state.status === 'refunded') return [];
  if (outcome.kind === 'succeeded') {
    const { paymentId, processingFee, transfer } = outcome;
    return [{ type: 'OrderPaid', data: { orderId, provider, providerEventId, paymentId, processingFee, ...(transfer && { transfer }) } }];
  }
  return [{ type: 'OrderDeclined', data: { orderId, provider, providerEventId, reason: outcome.reason } }];
}

/**
 * A refund is of the whole order and happens once: refunding a refunded order again (a double click, a retry after
 * the provider answered) decides nothing. Who may refund, and when, the refund policy decided before the provider
 * was asked; here only the order's own state can refuse.
 */
function refundOrder(command: Extract<OrderCommand, { type: 'RefundOrder' }>, state: OrderState): OrderEvent[] {
  const { orderId, refundId, refundedBy, reason, refundedAt } = command.data;
  if (state.status === 'none') throw orderNotFound(orderId);
  if (state.status === 'refunded') return [];
  if (state.status !== 'paid') throw orderNotPaid();
  const currency = state.currency as 'USD' | 'EUR' | 'GBP';
  const transferReversed = state.transfer ? { transferReversed: state.transfer.amount } : {};
  return [
    { type: 'OrderRefunded', data: { orderId, refundId, amount: state.pricing!.total, currency, refundedBy, reason, refundedAt: refundedAt.toISOString(), ...transferReversed } },
  ];
}

/** One order: placed once from the server's prices, then paid once, however many times the provider says so, and refunded once at most. */
export const orderDecider: Decider<OrderCommand, OrderState, OrderEvent> = {
  decide(command, state) {
    switch (command.type) {
      case 'PlaceOrder':
        return placeOrder(command, state);
      case 'RecordPaymentOutcome':
        return recordPaymentOutcome(command, state);
      case 'RefundOrder':
        return refundOrder(command, state);
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
  evolve: evolveOrder,
  initialState: initialOrderState,
};
