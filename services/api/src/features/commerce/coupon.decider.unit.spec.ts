import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { couponDecider, type CouponActor, type CouponCommand, type CouponEvent } from './coupon.decider.js';

const code = 'SPRING25';
const maya = { userId: 'maya', role: 'instructor' as const };
const diego = { userId: 'diego', role: 'creator' as const };
const admin = { userId: 'root', role: 'admin' as const };
const now = new Date('2026-11-27T10:00:00.000Z');
const later = new Date('2026-11-27T12:00:00.000Z');
const heldUntil = '2026-11-27T11:00:00.000Z';
const algebra = { courseId: 'algebra', creatorId: 'maya', currency: 'EUR', priceCents: 4_900 };

const terms = {
  code,
  discount: { kind: 'percent' as const, percent: 25 },
  scope: { kind: 'course' as const, courseId: 'algebra', creatorId: 'maya' },
  expiresAt: '2026-12-31T00:00:00.000Z',
  maxRedemptions: 2,
  oncePerCustomer: true,
};
const create = (actor: CouponActor = maya, data: Partial<typeof terms> | Record<string, unknown> = {}): CouponCommand => ({
  type: 'CreateCoupon',
  data: { ...terms, ...data } as typeof terms,
  metadata: { actor },
});
const created: CouponEvent = { type: 'CouponCreated', data: { ...terms, createdBy: 'maya' } };
const reserve = (orderId: string, buyerId: string, at = now, target = algebra): CouponCommand => ({
  type: 'ReserveRedemption',
  data: { orderId, buyerId, target },
  metadata: { now: at, heldUntil: new Date(at.getTime() + 3_600_000).toISOString() },
});
const reserved = (orderId: string, buyerId: string, until = heldUntil): CouponEvent => ({ type: 'CouponRedemptionReserved', data: { code, orderId, buyerId, heldUntil: until } });
const redeemed = (orderId: string, buyerId: string): CouponEvent => ({ type: 'CouponRedeemed', data: { code, orderId, buyerId } });
const released = (orderId: string): CouponEvent => ({ type: 'CouponRedemptionReleased', data: { code, orderId, reason: 'declined' } });
const disabled: CouponEvent = { type: 'CouponDisabled', data: { code, disabledBy: 'maya' } };

const given = deciderSpecification(couponDecider, { id: code });

describe('coupon decider: making and stopping coupons', () => {
  it('lets a creator make a coupon for their own course', () => {
    given().when(create()).then([created]);
  });

  it('changes nothing when the same creator sends the same coupon again', () => {
    given(created).when(create()).then([]);
  });

  it('refuses a code another coupon has', () => {
    given(created).when(create(maya, { maxRedemptions: 5 })).rejects('conflict', /This code is taken/, '#/body/code');
    given(created).when(create(admin)).rejects('conflict', /already has this code/);
  });

  it("refuses a creator a coupon for someone else's course, or for all of someone else's courses", () => {
    given().when(create(diego)).rejects('access-denied', /Not one of your courses/, '#/body/scope');
    given().when(create(diego, { scope: { kind: 'creator', creatorId: 'maya' } })).rejects('access-denied', /your own courses/);
  });

  it('keeps plan coupons for admins, who may also make one for any course', () => {
    given().when(create(maya, { scope: { kind: 'plan', tier: 'pro' } })).rejects('access-denied', /Only admins/);
    given().when(create(admin, { scope: { kind: 'plan', tier: 'pro' } })).then([{ type: 'CouponCreated', data: { ...terms, scope: { kind: 'plan', tier: 'pro' }, createdBy: 'root' } }]);
    given().when(create(admin)).then([{ type: 'CouponCreated', data: { ...terms, createdBy: 'root' } }]);
  });

  it('lets its creator or an admin stop it, once', () => {
    given(created).when({ type: 'DisableCoupon', metadata: { actor: maya } }).then([disabled]);
    given(created).when({ type: 'DisableCoupon', metadata: { actor: admin } }).then([{ type: 'CouponDisabled', data: { code, disabledBy: 'root' } }]);
    given(created, disabled).when({ type: 'DisableCoupon', metadata: { actor: maya } }).then([]);
    given(created).when({ type: 'DisableCoupon', metadata: { actor: diego } }).rejects('access-denied', /Not your coupon/, '#/params/code');
    given().when({ type: 'DisableCoupon', metadata: { actor: maya } }).rejects('not-found', /No such coupon/, '#/params/code');
  });
});

describe('coupon decider: an order holds a use, then spends it or gives it back', () => {
  it('holds a use for an order placed with the coupon', () => {
    given(created).when(reserve('order-1', 'lena')).then([reserved('order-1', 'lena')]);
  });

  it('changes nothing when the same order asks again while it holds its use (a double click)', () => {
    given(created, reserved('order-1', 'lena')).when(reserve('order-1', 'lena')).then([]);
    given(created, redeemed('order-1', 'lena')).when(reserve('order-1', 'lena')).then([]);
  });

  it('refuses an unknown code, naming the coupon field', () => {
    given().when(reserve('order-1', 'lena')).rejects('not-found', /No such coupon/, '#/body/couponCode');
  });

  it('refuses a stopped or expired coupon', () => {
    given(created, disabled).when(reserve('order-1', 'lena')).rejects('gone', /no longer active/, '#/body/couponCode');
    given(created).when(reserve('order-1', 'lena', new Date('2027-01-01T00:00:00.000Z'))).rejects('gone', /expired/, '#/body/couponCode');
  });

  it('refuses a coupon for another course, a plan coupon for a course, and a fixed amount in another currency', () => {
    given(created).when(reserve('order-1', 'lena', now, { ...algebra, courseId: 'fractions' })).rejects('conflict', /not valid for this course/, '#/body/couponCode');
    const plan: CouponEvent = { type: 'CouponCreated', data: { ...terms, scope: { kind: 'plan', tier: 'pro' }, createdBy: 'root' } };
    given(plan).when(reserve('order-1', 'lena')).rejects('conflict', /not valid for this course/);
    const dollars: CouponEvent = { type: 'CouponCreated', data: { ...terms, discount: { kind: 'fixed', amount: 500, currency: 'USD' }, createdBy: 'maya' } };
    given(dollars).when(reserve('order-1', 'lena')).rejects('conflict', /not valid for this course/);
  });

  it('refuses a customer a second use of a once-per-customer coupon, on another order', () => {
    given(created, redeemed('order-1', 'lena')).when(reserve('order-2', 'lena')).rejects('conflict', /already used this coupon/, '#/body/couponCode');
    given(created, reserved('order-1', 'lena')).when(reserve('order-2', 'lena')).rejects('conflict', /already used/);
  });

  it('refuses the use after the last: redeemed and held uses both count', () => {
    given(created, redeemed('order-1', 'lena'), reserved('order-2', 'omar')).when(reserve('order-3', 'kenji')).rejects('conflict', /used up/, '#/body/couponCode');
  });

  it('counts a hold no more once it lapsed, or once its payment was declined', () => {
    given(created, redeemed('order-1', 'lena'), reserved('order-2', 'omar')).when(reserve('order-3', 'kenji', later)).then([
      reserved('order-3', 'kenji', '2026-11-27T13:00:00.000Z'),
    ]);
    given(created, redeemed('order-1', 'lena'), reserved('order-2', 'omar'), released('order-2')).when(reserve('order-3', 'kenji')).then([reserved('order-3', 'kenji')]);
  });

  it('spends the held use when the order is paid, once', () => {
    given(created, reserved('order-1', 'lena')).when({ type: 'ConfirmRedemption', data: { orderId: 'order-1', buyerId: 'lena' } }).then([redeemed('order-1', 'lena')]);
    given(created, redeemed('order-1', 'lena')).when({ type: 'ConfirmRedemption', data: { orderId: 'order-1', buyerId: 'lena' } }).then([]);
  });

  it('gives the use back when the payment is declined, once, and never a use already spent', () => {
    given(created, reserved('order-1', 'lena')).when({ type: 'ReleaseRedemption', data: { orderId: 'order-1', reason: 'declined' } }).then([released('order-1')]);
    given(created, reserved('order-1', 'lena'), released('order-1')).when({ type: 'ReleaseRedemption', data: { orderId: 'order-1', reason: 'declined' } }).then([]);
    given(created, redeemed('order-1', 'lena')).when({ type: 'ReleaseRedemption', data: { orderId: 'order-1', reason: 'declined' } }).then([]);
  });

  it('folds uses into the state: held until spent, spent for good', () => {
    const { state } = given(created, reserved('order-1', 'lena'), redeemed('order-1', 'lena'), reserved('order-2', 'omar'));
    expect([...state.redeemed.keys()]).toEqual(['order-1']);
    expect([...state.holds.keys()]).toEqual(['order-2']);
  });
});
