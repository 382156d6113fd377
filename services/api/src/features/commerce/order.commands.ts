import { platformFeeBasisPoints } from '@pathwise/contracts';
import { orderStreamId, type PathwiseEvent, type PaymentProviderName, type SubscriptionTier } from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import { purchaseOrderId } from '../../kernel/purchase-order-id.js';
import { foldCourse, type CourseCommands } from '../courses/index.js';
import { courseNotForSale } from './commerce.errors.js';
import { orderDecider, type CourseForSale, type OrderCommand, type OrderEvent, type OrderState } from './order.decider.js';
import { priceOrder, taxRateFor, type TaxRates } from './order-pricing.rules.js';
import type { ProviderEvent } from './payment-provider.js';

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
}

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

  /** The buyer's one order for the course: placed on the first "Buy", the same order on every later one. */
  async place(courseId: string, country: string | undefined, origin: CommandOrigin): Promise<OrderOutcome & { readonly courseTitle: string }> {
    const buyerId = origin.actor.userId;
    const orderId = purchaseOrderId(buyerId, courseId);
    const { title, ...course } = await this.courseForSale(courseId, country);
    const outcome = await this.execute(orderId, { type: 'PlaceOrder', data: { orderId, buyerId, course } }, origin.requestId, { kind: 'user', id: buyerId });
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
