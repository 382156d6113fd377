import { couponStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { foldState } from '../../kernel/decider.js';
import { couponDecider, couponDiscountFor, type CouponCommand, type CouponEvent, type CouponState } from './coupon.decider.js';
import { holdEnd, type CouponTarget } from './coupon.rules.js';

/** Enough for a handful of buyers racing for one coupon; each retry decides again on the stream as it now stands. */
const RETRIES_ON_CONFLICT = 8;

export interface CouponOutcome {
  readonly state: CouponState;
  readonly changed: boolean;
  readonly checkpoint: Checkpoint | null;
}

/**
 * Runs coupon commands on the coupon's own stream with the expected version, so that two buyers racing for a coupon's
 * last use cannot both have it: the second append conflicts, decides again on the stream with the first one's hold,
 * and is refused as used up.
 */
export class CouponCommands {
  constructor(private readonly deps: { readonly store: EventStore<PathwiseEvent>; readonly clock: () => Date }) {}

  async load(code: string): Promise<CouponState> {
    const { events } = await this.deps.store.readStream(couponStreamId(code));
    return foldState(couponDecider, code, events as CouponEvent[]);
  }

  /** What the coupon would take off this buyer's order now, or the refusal they read beside the field; reserves nothing. */
  async preview(code: string, order: { orderId: string; buyerId: string; target: CouponTarget }): Promise<number> {
    return couponDiscountFor(await this.load(code), order, this.deps.clock());
  }

  create(code: string, data: Extract<CouponCommand, { type: 'CreateCoupon' }>['data'], origin: CommandOrigin): Promise<CouponOutcome> {
    return this.execute(code, { type: 'CreateCoupon', data, metadata: { actor: origin.actor } }, origin.requestId, origin.actor.userId);
  }

  disable(code: string, origin: CommandOrigin): Promise<CouponOutcome> {
    return this.execute(code, { type: 'DisableCoupon', metadata: { actor: origin.actor } }, origin.requestId, origin.actor.userId);
  }

  /** Holds one use for the order (or finds it held already) and answers what the coupon takes off its price. */
  async reserve(code: string, order: { orderId: string; buyerId: string; target: CouponTarget }, requestId: string): Promise<{ discount: number; changed: boolean }> {
    const now = this.deps.clock();
    const outcome = await this.execute(code, { type: 'ReserveRedemption', data: order, metadata: { now, heldUntil: holdEnd(now) } }, requestId, order.buyerId);
    return { discount: couponDiscountFor(outcome.state, order, now), changed: outcome.changed };
  }

  release(code: string, orderId: string, reason: 'declined' | 'replaced', requestId: string): Promise<CouponOutcome> {
    return this.execute(code, { type: 'ReleaseRedemption', data: { orderId, reason } }, requestId, 'commerce');
  }

  private async execute(code: string, command: CouponCommand, requestId: string, actorId: string): Promise<CouponOutcome> {
    const stream = couponStreamId(code);
    for (let attempt = 1; ; attempt++) {
      const { events: stored } = await this.deps.store.readStream(stream);
      const state = foldState(couponDecider, code, stored as CouponEvent[]);
      const events = couponDecider.decide(command, state);
      if (events.length === 0) return { state, changed: false, checkpoint: null };
      try {
        const result = await this.deps.store.append(stream, events, {
          expectedVersion: stored.length === 0 ? 'no_stream' : stored.length,
          metadata: { correlationId: requestId, causationId: requestId, actor: { kind: 'user', id: actorId } },
        });
        const last = result.events.at(-1)!;
        return { state: events.reduce(couponDecider.evolve, state), changed: true, checkpoint: { transactionId: last.transactionId, position: last.position } };
      } catch (error) {
        if (error instanceof StreamVersionConflictError && attempt < RETRIES_ON_CONFLICT) continue;
        throw error;
      }
    }
  }
}
