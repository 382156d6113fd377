import { platformFeeBasisPoints } from '@pathwise/contracts';
import { orderStreamId, type PathwiseEvent, type PaymentProviderName, type SubscriptionTier } from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import type { Actor } from '../../kernel/actor.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import { currentPurchaseOrder, type CurrentPurchaseOrder } from '../../kernel/purchase-order-id.js';
import { foldCourse, type CourseCommands } from '../courses/index.js';
import { courseNotForSale, orderNotFound, orderNotPaid } from './commerce.errors.js';
import { orderDecider, type CourseForSale, type OrderCommand, type OrderEvent, type OrderState } from './order.decider.js';
import { priceOrder, taxRateFor, type OrderPricing, type TaxRates } from './order-pricing.rules.js';
import type { CouponCommands } from './coupon.commands.js';
import type { CouponTarget } from './coupon.rules.js';
import type { PaymentProvider, ProviderEvent } from './payment-provider.js';
import { isPartyToOrder, refundReasonFor, type LearnerProgress } from './refund-policy.rules.js';

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
  /** How many of a course's lessons a learner has finished (the learning read model's count). */
  readonly lessonsCompleted: (learnerId: string, courseId: string) => Promise<number>;
  readonly clock: () => Date;
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

  /** The buyer's current order for the course: the one a "Buy" places or reuses, past every refunded one. */
  async current(buyerId: string, courseId: string): Promise<CurrentPurchaseOrder & { readonly state: OrderState }> {
    const current = await currentPurchaseOrder((stream) => this.deps.store.readStream(stream), buyerId, courseId);
    return { ...current, state: foldState(orderDecider, current.orderId, current.events as OrderEvent[]) };
  }

  /** How far the buyer got: lessons finished of the lessons the course's learners study (its published version). */
  async progressOf(learnerId: string, courseId: string): Promise<LearnerProgress> {
    const { state, events } = await this.deps.courses.load(courseId);
    const published = state?.publishedVersion ? foldCourse(events, state.publishedVersion) : null;
    const lessonCount = published ? published.modules.reduce((count, module) => count + module.lessons.length, 0) : 0;
    return { lessonsCompleted: await this.deps.lessonsCompleted(learnerId, courseId), lessonCount };
  }

  /**
   * Refunds a paid order in full. The policy decides first (who asks, the window, the progress), then the provider
   * pays the money back, then the refund is appended. The provider refunds an order once and answers a repeated
   * request with the same refund id, so when the append is lost (a crash, a lost race) asking again completes it
   * with the provider's same refund and nothing is paid back twice.
   */
  async refund(orderId: string, asker: Actor, provider: PaymentProvider, requestId: string): Promise<OrderOutcome> {
    const { events } = await this.deps.store.readStream(orderStreamId(orderId));
    const state = foldState(orderDecider, orderId, events as OrderEvent[]);
    if (state.status === 'none' || !isPartyToOrder(asker, state)) throw orderNotFound(orderId);
    if (state.status === 'refunded') return { orderId, state, changed: false, checkpoint: null };
    const paid = events.find((event) => event.type === 'OrderPaid');
    if (state.status !== 'paid' || !paid) throw orderNotPaid();
    const now = this.deps.clock();
    const progress = await this.progressOf(state.buyerId, state.courseId);
    const reason = refundReasonFor(asker, { orderId, buyerId: state.buyerId, creatorId: state.creatorId, paidAt: paid.recordedAt }, progress, now);
    // An order a coupon made free took no money, so no provider pays anything back.
    const { refundId } =
      state.pricing!.total === 0
        ? { refundId: `free-${orderId}` }
        : await provider.refundPayment({
            orderId,
            paymentId: state.paymentId!,
            amount: state.pricing!.total,
            currency: state.currency as 'USD' | 'EUR' | 'GBP',
            ...(state.transfer && { reverseTransfer: true }),
          });
    const command: OrderCommand = { type: 'RefundOrder', data: { orderId, refundId, refundedBy: asker.userId, reason, refundedAt: now } };
    return this.execute(orderId, command, requestId, { kind: 'user', id: asker.userId });
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
    const { orderId, state: order } = await this.current(buyerId, courseId);
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
    const { orderId } = await currentPurchaseOrder((stream) => this.deps.store.readStream(stream), buyerId, courseId);
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
    const { state, appended, checkpoint } = await executeOnStream(this.deps.store, {
      streamId: orderStreamId(orderId),
      stateId: orderId,
      decider: orderDecider,
      command: () => command,
      metadata: { correlationId: requestId, causationId: requestId, actor },
    });
    return { orderId, state, changed: appended.length > 0, checkpoint };
  }
}
