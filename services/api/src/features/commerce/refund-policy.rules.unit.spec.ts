import { describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/domain-error.js';
import { isPartyToOrder, learnerRefundEligibility, refundReasonFor, refundWindowEnd, type RefundableOrder } from './refund-policy.rules.js';

const paidAt = new Date('2026-03-01T12:00:00.000Z');
const order: RefundableOrder = { orderId: 'order-1', buyerId: 'lena', creatorId: 'maya', paidAt };
const daysAfterPayment = (days: number) => new Date(paidAt.getTime() + days * 86_400_000);
const lena = { userId: 'lena', role: 'student' as const };
const fresh = { lessonsCompleted: 0, lessonCount: 10 };

const refusal = (ask: () => unknown): DomainError => {
  try {
    ask();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('refund policy: a learner asking for their own order', () => {
  it('grants the refund within 30 days while under 30 % of the lessons are finished', () => {
    expect(refundReasonFor(lena, order, { lessonsCompleted: 2, lessonCount: 10 }, daysAfterPayment(29))).toBe('learner_request');
    expect(refundReasonFor(lena, order, { lessonsCompleted: 2, lessonCount: 7 }, daysAfterPayment(30))).toBe('learner_request');
  });

  it('refuses once the 30 days after the payment have passed, naming the order and the day it was paid', () => {
    const error = refusal(() => refundReasonFor(lena, order, fresh, new Date(refundWindowEnd(paidAt).getTime() + 1)));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Refunds can be asked for within 30 days of the payment; this order was paid on 2026-03-01.');
    expect(error.fields).toEqual([{ pointer: '#/params/orderId', detail: 'The refund window has closed' }]);
  });

  it('refuses at 30 % of the lessons finished or more, saying how many', () => {
    const error = refusal(() => refundReasonFor(lena, order, { lessonsCompleted: 3, lessonCount: 10 }, daysAfterPayment(1)));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Refunds can be asked for while less than 30% of the lessons are finished; you have finished 3 of 10.');
    expect(error.fields).toEqual([{ pointer: '#/params/orderId', detail: 'Too much of the course is finished' }]);
  });

  it('lets a learner who finished nothing of a course without lessons ask', () => {
    expect(refundReasonFor(lena, order, { lessonsCompleted: 0, lessonCount: 0 }, daysAfterPayment(1))).toBe('learner_request');
  });
});

describe('refund policy: creators, admins and everyone else', () => {
  it('lets the course\'s creator refund an order of their course at any time, whatever the progress', () => {
    expect(refundReasonFor({ userId: 'maya', role: 'creator' }, order, { lessonsCompleted: 10, lessonCount: 10 }, daysAfterPayment(400))).toBe('creator');
  });

  it('lets an admin refund any order at any time', () => {
    expect(refundReasonFor({ userId: 'root', role: 'admin' }, order, { lessonsCompleted: 10, lessonCount: 10 }, daysAfterPayment(400))).toBe('admin');
  });

  it('answers anyone else that there is no such order', () => {
    const error = refusal(() => refundReasonFor({ userId: 'omar', role: 'creator' }, order, fresh, daysAfterPayment(1)));
    expect(error.code).toBe('not-found');
    expect(isPartyToOrder({ userId: 'omar', role: 'student' }, order)).toBe(false);
    expect(isPartyToOrder(lena, order)).toBe(true);
  });
});

describe('refund policy: what the purchases list shows', () => {
  it('says until when a learner may ask, and why they no longer may', () => {
    expect(learnerRefundEligibility(paidAt, fresh, daysAfterPayment(3))).toEqual({ eligible: true, until: new Date('2026-03-31T12:00:00.000Z') });
    expect(learnerRefundEligibility(paidAt, fresh, daysAfterPayment(31))).toMatchObject({ eligible: false, because: 'window_closed' });
    expect(learnerRefundEligibility(paidAt, { lessonsCompleted: 5, lessonCount: 10 }, daysAfterPayment(3))).toMatchObject({ eligible: false, because: 'too_much_finished' });
  });
});
