import type { CouponScope, PathwiseEvent, Role } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import {
  couponAlreadyUsed,
  couponCodeTaken,
  couponDisabled,
  couponExpired,
  couponForOthersCourse,
  couponNotForCourse,
  couponNotFound,
  couponNotYours,
  couponUnknown,
  couponUsedUp,
  planCouponForAdmins,
} from './commerce.errors.js';
import { discountOn, scopeCovers, type CouponTarget } from './coupon.rules.js';

export type CouponEvent = Extract<PathwiseEvent, { type: `Coupon${string}` }>;
type Created = Extract<CouponEvent, { type: 'CouponCreated' }>['data'];

interface Hold {
  readonly buyerId: string;
  readonly heldUntil: string;
}

export interface CouponState {
  readonly code: string;
  /** Null until the coupon is created. */
  readonly coupon: Created | null;
  readonly disabled: boolean;
  /** Orders holding a use while they wait for their payment, by order id. */
  readonly holds: ReadonlyMap<string, Hold>;
  /** Orders that spent a use, by order id, with their buyer. */
  readonly redeemed: ReadonlyMap<string, string>;
}

/** Who asks, as the rules need them: creators make coupons for their own courses, admins for plans and any course. */
export interface CouponActor {
  readonly userId: string;
  readonly role: Role;
}

export type CouponCommand =
  | { readonly type: 'CreateCoupon'; readonly data: Omit<Created, 'createdBy'>; readonly metadata: { readonly actor: CouponActor } }
  | {
      readonly type: 'ReserveRedemption';
      readonly data: { readonly orderId: string; readonly buyerId: string; readonly target: CouponTarget };
      readonly metadata: { readonly now: Date; readonly heldUntil: string };
    }
  | { readonly type: 'ReleaseRedemption'; readonly data: { readonly orderId: string; readonly reason: 'declined' | 'replaced' } }
  | { readonly type: 'ConfirmRedemption'; readonly data: { readonly orderId: string; readonly buyerId: string } }
  | { readonly type: 'DisableCoupon'; readonly metadata: { readonly actor: CouponActor } };

const initialCouponState = (code: string): CouponState => ({ code, coupon: null, disabled: false, holds: new Map(), redeemed: new Map() });

const without = <Value>(map: ReadonlyMap<string, Value>, key: string): ReadonlyMap<string, Value> => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

function evolveCoupon(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'CouponCreated':
      return { ...state, coupon: event.data };
    case 'CouponRedemptionReserved':
      return { ...state, holds: new Map(state.holds).set(event.data.orderId, { buyerId: event.data.buyerId, heldUntil: event.data.heldUntil }) };
    case 'CouponRedemptionReleased':
      return { ...state, holds: without(state.holds, event.data.orderId) };
    case 'CouponRedeemed':
      return { ...state, holds: without(state.holds, event.data.orderId), redeemed: new Map(state.redeemed).set(event.data.orderId, event.data.buyerId) };
    case 'CouponDisabled':
      return { ...state, disabled: true };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

const isLive = (hold: Hold, now: Date) => new Date(hold.heldUntil).getTime() > now.getTime();

/** The orders that count against the coupon's limits now: those paid with it, and those holding a use that has not lapsed. */
function usesNow(state: CouponState, now: Date): { orderId: string; buyerId: string }[] {
  const held = [...state.holds].filter(([, hold]) => isLive(hold, now)).map(([orderId, hold]) => ({ orderId, buyerId: hold.buyerId }));
  return [...[...state.redeemed].map(([orderId, buyerId]) => ({ orderId, buyerId })), ...held];
}

/** Whether the order already has its use: paid with the coupon, or holding a use that has not lapsed. */
export const orderHasUse = (state: CouponState, orderId: string, now: Date): boolean =>
  state.redeemed.has(orderId) || (state.holds.has(orderId) && isLive(state.holds.get(orderId)!, now));

/**
 * What the coupon takes off this order's price, or the refusal a buyer reads beside the field, in the order a buyer
 * can act on: unknown, stopped, expired, not for this course, already used by them, used up. The quote asks this
 * without reserving anything; the reservation asks it again on the stream it appends to.
 */
export function couponDiscountFor(state: CouponState, order: { orderId: string; buyerId: string; target: CouponTarget }, now: Date): number {
  const { coupon } = state;
  if (!coupon) throw couponUnknown(state.code);
  const discount = discountOn(coupon.discount, order.target.priceCents, order.target.currency);
  if (orderHasUse(state, order.orderId, now) && discount !== null) return discount;
  if (state.disabled) throw couponDisabled();
  if (coupon.expiresAt !== null && new Date(coupon.expiresAt).getTime() <= now.getTime()) throw couponExpired();
  if (!scopeCovers(coupon.scope, order.target) || discount === null) throw couponNotForCourse();
  const uses = usesNow(state, now).filter((use) => use.orderId !== order.orderId);
  if (coupon.oncePerCustomer && uses.some((use) => use.buyerId === order.buyerId)) throw couponAlreadyUsed();
  if (coupon.maxRedemptions !== null && uses.length >= coupon.maxRedemptions) throw couponUsedUp();
  return discount;
}

/** Who may make a coupon of this scope: plans are the platform's, so admins'; a course or a creator's courses, their creator's (or an admin's). */
export function mayCreate(actor: CouponActor, scope: CouponScope): void {
  if (actor.role === 'admin') return;
  if (scope.kind === 'plan') throw planCouponForAdmins();
  if (scope.creatorId !== actor.userId) throw couponForOthersCourse();
}

const sameCoupon = (a: Omit<Created, 'createdBy'>, b: Created) =>
  JSON.stringify([a.discount, a.scope, a.expiresAt, a.maxRedemptions, a.oncePerCustomer]) ===
  JSON.stringify([b.discount, b.scope, b.expiresAt, b.maxRedemptions, b.oncePerCustomer]);

function createCoupon(command: Extract<CouponCommand, { type: 'CreateCoupon' }>, state: CouponState): CouponEvent[] {
  const { actor } = command.metadata;
  mayCreate(actor, command.data.scope);
  if (state.coupon) {
    // The same creator sending the same coupon again is a retried request; anything else wants a code that is taken.
    if (state.coupon.createdBy === actor.userId && sameCoupon(command.data, state.coupon)) return [];
    throw couponCodeTaken();
  }
  return [{ type: 'CouponCreated', data: { ...command.data, createdBy: actor.userId } }];
}

function reserveRedemption(command: Extract<CouponCommand, { type: 'ReserveRedemption' }>, state: CouponState): CouponEvent[] {
  const { orderId, buyerId } = command.data;
  const { now, heldUntil } = command.metadata;
  couponDiscountFor(state, command.data, now);
  if (orderHasUse(state, orderId, now)) return [];
  return [{ type: 'CouponRedemptionReserved', data: { code: state.code, orderId, buyerId, heldUntil } }];
}

/** A payment taken is honoured even when its hold lapsed on the way: the buyer paid the discounted price. */
function confirmRedemption(command: Extract<CouponCommand, { type: 'ConfirmRedemption' }>, state: CouponState): CouponEvent[] {
  if (!state.coupon || state.redeemed.has(command.data.orderId)) return [];
  return [{ type: 'CouponRedeemed', data: { code: state.code, ...command.data } }];
}

function releaseRedemption(command: Extract<CouponCommand, { type: 'ReleaseRedemption' }>, state: CouponState): CouponEvent[] {
  if (!state.holds.has(command.data.orderId)) return [];
  return [{ type: 'CouponRedemptionReleased', data: { code: state.code, ...command.data } }];
}

function disableCoupon(command: Extract<CouponCommand, { type: 'DisableCoupon' }>, state: CouponState): CouponEvent[] {
  const { actor } = command.metadata;
  if (!state.coupon) throw couponNotFound(state.code);
  if (state.coupon.createdBy !== actor.userId && actor.role !== 'admin') throw couponNotYours();
  if (state.disabled) return [];
  return [{ type: 'CouponDisabled', data: { code: state.code, disabledBy: actor.userId } }];
}

/** One coupon: created once under its code, its uses held, released and redeemed one order at a time, then perhaps stopped. */
export const couponDecider: Decider<CouponCommand, CouponState, CouponEvent> = {
  decide(command, state) {
    switch (command.type) {
      case 'CreateCoupon':
        return createCoupon(command, state);
      case 'ReserveRedemption':
        return reserveRedemption(command, state);
      case 'ReleaseRedemption':
        return releaseRedemption(command, state);
      case 'ConfirmRedemption':
        return confirmRedemption(command, state);
      case 'DisableCoupon':
        return disableCoupon(command, state);
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
  evolve: evolveCoupon,
  initialState: initialCouponState,
};
