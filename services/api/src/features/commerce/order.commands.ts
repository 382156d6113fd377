import { platformFeeBasisPoints } from '@pathwise/contracts';
import { orderStreamId, type PathwiseEvent, type PaymentProviderName, type SubscriptionTier } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { foldState } from '../../kernel/decider.js';
import { purchaseOrderId } from '../../kernel/purchase-order-id.js';
import { foldCourse, type CourseCommands } from '../courses/index.js';
import { courseNotForSale } from './commerce.errors.js';
import { orderDecider, type CourseForSale, type OrderCommand, type OrderEvent, type OrderState } from './order.decider.js';
import { priceOrder, taxRateFor, type OrderPricing, type TaxRates } from './order-pricing.rules.js';
import type { CouponCommands } from './coupon.commands.js';
import type { CouponTarget } from './coupon.rules.js';
import type { ProviderEvent } from './payment-provider.js';

/** A command lost a race when another request appended to the order first (a double click): decide again. */
const RETRIES_ON_CONFLICT = 3;

export interface OrderOutcome {
  readonly orderId: string;
  readonly state: OrderState;
  /** False when the effect was already there (a reused order, a replayed delivery): nothing was appended. */
  readonly changed: boolean;
  readonly checkpoint: Checkpoint | null;
}

export interface OrderCommandsDeps {
  readonly store: EventStore<PathwiseEvent>;
  readonly courses: CourseCommands;
  /** The creator's plan now, which chooses the platform's fee of a new order. */
  readonly tierOf: (userId: string) => Promise<SubscriptionTier>;
  readonly taxRates: TaxRates;
  readonly coupons: CouponCommands;
}

const targetOf = (course: CourseForSale): CouponTarget => ({ courseId: course.courseId, creatorId: course.creatorId, currency: course.currency, priceCents: course.pricing.subtotal });

const withDiscount = (pricing: OrderPricing, discount: number) => priceOrder(pricing.subtotal, pricing.taxRateBasisPoints, pricing.platformFeeBasisPoints, discount);

/** Runs order commands: load the order's stream, decide, append with the expected version, decide again on a lost race. */
export class OrderCommands {
  constructor(private readonly deps: OrderCommandsDeps) {}

  async load(orderId: string): Promise<OrderState> {
    const { events } = await this.deps.store.readStream(orderStreamId(orderId));
    return foldState(orderDecider, orderId, events as OrderEvent[]);
  }

  /** The course as it is sold now: its published version's price and currency, and its creator's plan. */
  async courseForSale(courseId: string, country: string | undefined): Promise<CourseForSale & { readonly title: string }> {
    const { state, events } = await this.deps.courses.load(courseId);
    if (!state || state.status !== 'published' || state.publishedVersion === null) throw courseNotForSale(courseId);
    const published = foldCourse(events, state.publishedVersion)!;
    const creatorTier = await this.deps.tierOf(state.creatorId);
    const pricing = priceOrder(published.details.priceCents, taxRateFor(this.deps.taxRates, country), platformFeeBasisPoints[creatorTier]);
    return { courseId, creatorId: state.creatorId, creatorTier, currency: published.details.currency, pricing, title: published.details.title };
  }

  /**
   * What the buyer would pay now, with the coupon they typed: the figures of their open order when it was placed with
   * that same coupon (or none), else the course's price less the coupon's discount. Refuses a coupon that would not
   * apply, naming the reason; reserves nothing.
   */
  async quote(courseId: string, country: string | undefined, couponCode: string | undefined, buyerId: string) {
    const { title, ...course } = await this.courseForSale(courseId, country);
    const orderId = purchaseOrderId(buyerId, courseId);
    const order = await this.load(orderId);
    const asked = couponCode ?? null;
    if (order.status !== 'none' && (order.status === 'paid' || order.couponCode === asked)) return { title, course, order, pricing: order.pricing!, couponCode: order.couponCode };
    if (asked === null) return { title, course, order, pricing: course.pricing, couponCode: null };
    const discount = await this.deps.coupons.preview(asked, { orderId, buyerId, target: targetOf(course) });
    return { title, course, order, pricing: withDiscount(course.pricing, discount), couponCode: asked };
  }

  /**
   * The buyer's one order for the course: placed on the first "Buy", the same order on every later one. With a coupon,
   * one of its uses is held on the coupon's stream first (exact under races: see `CouponCommands`), then the order is
   * placed with the discount; an order that is not placed after all gives the use back at once.
   */
  async place(courseId: string, country: string | undefined, origin: CommandOrigin, couponCode?: string): Promise<OrderOutcome & { readonly courseTitle: string }> {
    const buyerId = origin.actor.userId;
    const orderId = purchaseOrderId(buyerId, courseId);
    const { title, ...course } = await this.courseForSale(courseId, country);
    const existing = await this.load(orderId);
    if (existing.status === 'paid') return { orderId, state: existing, changed: false, checkpoint: null, courseTitle: title };
    let pricing = course.pricing;
    let reservedNow = false;
    if (couponCode) {
      const reserved = await this.deps.coupons.reserve(couponCode, { orderId, buyerId, target: targetOf(course) }, origin.requestId);
      reservedNow = reserved.changed;
      pricing = withDiscount(course.pricing, reserved.discount);
    }
    let outcome: OrderOutcome;
    try {
      const data = { orderId, buyerId, course: { ...course, pricing }, couponCode: couponCode ?? null };
      outcome = await this.execute(orderId, { type: 'PlaceOrder', data }, origin.requestId, { kind: 'user', id: buyerId });
    } catch (error) {
      if (couponCode && reservedNow) await this.deps.coupons.release(couponCode, orderId, 'replaced', origin.requestId);
      throw error;
    }
    // An unpaid order placed again with another coupon, or none, gives back the use its first coupon held.
    const previous = existing.couponCode;
    if (outcome.changed && previous && previous !== (couponCode ?? null)) await this.deps.coupons.release(previous, orderId, 'replaced', origin.requestId);
    return { ...outcome, courseTitle: title };
  }

  /** A provider's verified notification: its event id makes every redelivery change nothing. */
  async recordProviderEvent(provider: PaymentProviderName, event: ProviderEvent): Promise<OrderOutcome> {
    const command: OrderCommand = {
      type: 'RecordPaymentOutcome',
      data: { orderId: event.orderId, provider, providerEventId: event.id, outcome: event.outcome },
    };
    return this.execute(event.orderId, command, event.id, { kind: 'system', id: `payments:${provider}` });
  }

  private async execute(orderId: string, command: OrderCommand, requestId: string, actor: { kind: 'user' | 'system'; id: string }): Promise<OrderOutcome> {
    const stream = orderStreamId(orderId);
    for (let attempt = 1; ; attempt++) {
      const { events: stored } = await this.deps.store.readStream(stream);
      const state = foldState(orderDecider, orderId, stored as OrderEvent[]);
      const events = orderDecider.decide(command, state);
      if (events.length === 0) return { orderId, state, changed: false, checkpoint: null };
      // The version expected is the count of the events just folded, not the stream's reported version: when a
      // racing first append commits between the read of the (then empty) stream and the read of its version, the
      // two disagree, and appending "after version 1" to what was decided on nothing would place a second order.
      const expectedVersion = stored.length === 0 ? 'no_stream' : stored.length;
      try {
        const result = await this.deps.store.append(stream, events, {
          expectedVersion,
          metadata: { correlationId: requestId, causationId: requestId, actor },
        });
        const last = result.events.at(-1)!;
        return { orderId, state: events.reduce(orderDecider.evolve, state), changed: true, checkpoint: { transactionId: last.transactionId, position: last.position } };
      } catch (error) {
        if (error instanceof StreamVersionConflictError && attempt < RETRIES_ON_CONFLICT) continue;
        throw error;
      }
    }
  }
}
