import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { orderDecider, type CourseForSale, type OrderCommand, type OrderEvent } from './order.decider.js';
import { priceOrder } from './order-pricing.rules.js';

const orderId = 'order-1';
const buyerId = 'lena';
const course: CourseForSale = { courseId: 'fractions', creatorId: 'maya', creatorTier: 'pro', currency: 'EUR', pricing: priceOrder(4_900, 2_000, 1_000) };

const place = (overrides: Partial<CourseForSale> = {}, buyer = buyerId): OrderCommand => ({
  type: 'PlaceOrder',
  data: { orderId, buyerId: buyer, course: { ...course, ...overrides } },
});
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    buyerId,
    courseId: 'fractions',
    creatorId: 'maya',
    currency: 'EUR',
    creatorTier: 'pro',
    subtotal: 4_900,
    taxRateBasisPoints: 2_000,
    tax: 980,
    total: 5_880,
    platformFeeBasisPoints: 1_000,
    platformFee: 490,
  },
};
const succeeded = (providerEventId: string, paymentId = 'pay_1'): OrderCommand => ({
  type: 'RecordPaymentOutcome',
  data: { orderId, provider: 'test', providerEventId, outcome: { kind: 'succeeded', paymentId, processingFee: 201 } },
});
const declined = (providerEventId: string): OrderCommand => ({
  type: 'RecordPaymentOutcome',
  data: { orderId, provider: 'test', providerEventId, outcome: { kind: 'declined', reason: 'card_declined' } },
});
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId, provider: 'test', providerEventId: 'evt_2', paymentId: 'pay_1', processingFee: 201 } };
const wasDeclined: OrderEvent = { type: 'OrderDeclined', data: { orderId, provider: 'test', providerEventId: 'evt_1', reason: 'card_declined' } };

const given = deciderSpecification(orderDecider, { id: orderId });

describe('order decider: place an order', () => {
  it('places an order with the amounts the server priced from the course', () => {
    given().when(place()).then([placed]);
  });

  it('reuses the open order when the buyer clicks "Buy" again: nothing is appended', () => {
    given(placed).when(place()).then([]);
    given(placed, wasDeclined).when(place()).then([]);
  });

  it('keeps the first price when the same order is placed again with another one', () => {
    given(placed).when(place({ pricing: priceOrder(1, 0, 0) })).then([]);
  });

  it('refuses to sell a course to its own creator', () => {
    given().when(place({}, 'maya')).rejects('conflict', /You created this course/, '#/params/courseId');
  });

  it('refuses to sell a free course', () => {
    given().when(place({ pricing: priceOrder(0, 2_000, 1_000) })).rejects('conflict', /free/);
  });

  it('folds the placed order into an order awaiting payment', () => {
    const { state } = given(placed);
    expect(state.status).toBe('awaiting_payment');
    expect(state.pricing?.total).toBe(5_880);
  });
});

describe('order decider: record what the provider said', () => {
  it('marks the order paid when the provider reports a payment', () => {
    given(placed).when(succeeded('evt_2')).then([paid]);
  });

  it('records a declined card and leaves the order open for another card', () => {
    given(placed).when(declined('evt_1')).then([wasDeclined]);
    given(placed, wasDeclined).when(succeeded('evt_2')).then([paid]);
    expect(given(placed, wasDeclined).state.status).toBe('declined');
  });

  it('changes nothing when the same provider event is delivered again', () => {
    given(placed, paid).when(succeeded('evt_2')).then([]);
    given(placed, wasDeclined).when(declined('evt_1')).then([]);
  });

  it('stays paid when an older decline arrives after the payment', () => {
    given(placed, paid).when(declined('evt_1')).then([]);
  });

  it('is paid once when a second success arrives with another event id', () => {
    given(placed, paid).when(succeeded('evt_3', 'pay_2')).then([]);
  });

  it('refuses an outcome for an order that was never placed', () => {
    given().when(succeeded('evt_2')).rejects('not-found', /No such order/, '#/body/orderId');
  });
});

describe('order decider: refund an order', () => {
  const refundedAt = new Date('2026-03-02T10:00:00.000Z');
  const refund = (reason: 'learner_request' | 'creator' | 'admin' = 'learner_request', refundId = 're_1'): OrderCommand => ({
    type: 'RefundOrder',
    data: { orderId, refundId, refundedBy: reason === 'learner_request' ? buyerId : 'someone', reason, refundedAt },
  });
  const refunded: OrderEvent = {
    type: 'OrderRefunded',
    data: { orderId, refundId: 're_1', amount: 5_880, currency: 'EUR', refundedBy: buyerId, reason: 'learner_request', refundedAt: refundedAt.toISOString() },
  };

  it('refunds the whole paid order, in its currency, with the provider\'s refund id', () => {
    given(placed, paid).when(refund()).then([refunded]);
  });

  it('records in which right the refund was made and by whom', () => {
    given(placed, paid)
      .when({ type: 'RefundOrder', data: { orderId, refundId: 're_1', refundedBy: 'maya', reason: 'creator', refundedAt } })
      .then([{ ...refunded, data: { ...refunded.data, refundedBy: 'maya', reason: 'creator' } } as OrderEvent]);
  });

  it('appends nothing when a refunded order is refunded again', () => {
    given(placed, paid, refunded).when(refund()).then([]);
    given(placed, paid, refunded).when(refund('admin', 're_2')).then([]);
  });

  it('refuses to refund an order that was not paid, naming the order', () => {
    given(placed).when(refund()).rejects('conflict', /not been paid/);
    given(placed, wasDeclined).when(refund()).rejects('conflict', 'The order is not paid', '#/params/orderId');
  });

  it('refuses to refund an order that was never placed', () => {
    given().when(refund()).rejects('not-found', /There is no order/);
  });

  it('folds the refund into a refunded order that no payment delivered later reopens', () => {
    const { state } = given(placed, paid, refunded);
    expect(state.status).toBe('refunded');
    expect(state.refundId).toBe('re_1');
    given(placed, paid, refunded).when(succeeded('evt_9', 'pay_9')).then([]);
  });
});

describe('order decider: destination charges', () => {
  const transfer = { destination: 'acct_1Maya', amount: 4_410 };
  const paidToCreator: OrderEvent = { type: 'OrderPaid', data: { ...paid.data, provider: 'stripe', transfer } } as OrderEvent;
  const refundedAt = new Date('2026-03-02T10:00:00.000Z');

  it("records what the provider moved to the creator's connected account with the payment", () => {
    given(placed)
      .when({ type: 'RecordPaymentOutcome', data: { orderId, provider: 'stripe', providerEventId: 'evt_2', outcome: { kind: 'succeeded', paymentId: 'pay_1', processingFee: 201, transfer } } })
      .then([paidToCreator]);
    expect(given(placed, paidToCreator).state.transfer).toEqual(transfer);
    expect(given(placed, paid).state.transfer).toBeNull();
  });

  it('records the transfer taken back when such an order is refunded, and none for a platform charge', () => {
    const refund: OrderCommand = { type: 'RefundOrder', data: { orderId, refundId: 're_1', refundedBy: 'maya', reason: 'creator', refundedAt } };
    given(placed, paidToCreator)
      .when(refund)
      .then((events) => expect(events[0]?.data).toMatchObject({ transferReversed: 4_410 }));
    given(placed, paid)
      .when(refund)
      .then((events) => expect(events[0]?.data).not.toHaveProperty('transferReversed'));
  });
});

describe('order decider: coupons', () => {
  const withCoupon = (discount: number, couponCode = 'SPRING25'): OrderCommand => ({
    type: 'PlaceOrder',
    data: { orderId, buyerId, course: { ...course, pricing: priceOrder(4_900, 2_000, 1_000, discount) }, couponCode },
  });
  const placedWithCoupon: OrderEvent = {
    type: 'OrderPlaced',
    data: { ...placed.data, couponCode: 'SPRING25', discount: 1_225, tax: 735, total: 4_410, platformFee: 368 } as Extract<OrderEvent, { type: 'OrderPlaced' }>['data'],
  };

  it('records the coupon and its discount on the placed order, with tax and fee on the discounted price', () => {
    given().when(withCoupon(1_225)).then([placedWithCoupon]);
    const { state } = given(placedWithCoupon);
    expect(state).toMatchObject({ couponCode: 'SPRING25', pricing: { discount: 1_225, total: 4_410 } });
  });

  it('reads an order placed before coupons as one without a discount', () => {
    expect(given(placed).state).toMatchObject({ couponCode: null, pricing: { discount: 0 } });
  });

  it('pays an order the coupon leaves nothing to pay at once, without a provider', () => {
    given().when(withCoupon(4_900, 'FREEALGEBRA')).then((events) => {
      expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
      expect(events[0]!.data).toMatchObject({ couponCode: 'FREEALGEBRA', discount: 4_900, tax: 0, total: 0, platformFee: 0 });
      expect(events[1]!.data).toEqual({ orderId, provider: 'none', providerEventId: `free-${orderId}`, paymentId: `free-${orderId}`, processingFee: 0 });
    });
  });

  it('places an unpaid order again when the buyer changes its coupon or drops it, and never a paid one', () => {
    given(placed, wasDeclined).when(withCoupon(1_225)).then([placedWithCoupon]);
    given(placedWithCoupon).when(place()).then([placed]);
    given(placedWithCoupon).when(withCoupon(1_225)).then([]);
    given(placedWithCoupon, paid).when(place()).then([]);
  });
});
