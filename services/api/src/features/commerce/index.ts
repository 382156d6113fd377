/** Commerce: orders for paid courses, paid through a payment provider (the built-in test provider by default), and their refunds. */
import type { PathwiseEvent, SubscriptionTier } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { buyerPurchasesProjection, couponListProjection, creatorPayoutsProjection, getCompletedLessonCounts } from '@pathwise/projections';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { RateLimiter } from '../identity/index.js';
import { CouponCommands } from './coupon.commands.js';
import { couponRedemptionReactor } from './coupon-redemption.reactor.js';
import { couponRoutes } from './coupons.routes.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import type { Mailer } from '../identity/index.js';
import { commerceRoutes } from './commerce.routes.js';
import { CreatorPayouts } from './creator-payouts.commands.js';
import { OrderCommands } from './order.commands.js';
import { payoutRoutes } from './payouts.routes.js';
import type { TaxRates } from './order-pricing.rules.js';
import { purchaseEnrolmentReactor } from './purchase-enrolment.reactor.js';
import { StripePaymentProvider, type StripeSettings } from './stripe-payment-provider.service.js';
import { StripePlanBilling } from './stripe-plan-billing.service.js';
import type { PlanBillingEvent, ProviderPlanBilling } from './provider-plan-billing.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';
import { StripeConnect } from './stripe-connect.service.js';
import { stripeConnectRoutes, stripeConnectWebhookRoutes } from './stripe-connect.routes.js';
import { destinationChargeFor } from './destination-charge.rules.js';
import type { OrderState } from './order.decider.js';
import { refundAccessReactor } from './refund-access.reactor.js';
import { refundNotificationReactor } from './refund-notification.reactor.js';
import type { SellerOfRecord } from './receipt-mail.js';
import { saleNotificationsReactor } from './sale-notifications.reactor.js';
import { saleReceiptsReactor } from './sale-receipts.reactor.js';
import { salesRoutes } from './sales.routes.js';
import { testCheckoutRoutes } from './test-checkout.routes.js';
import { TestPaymentProvider } from './test-payment-provider.service.js';
import type { PaymentProvider, SavedMethodEvent, SavedMethodPayments } from './payment-provider.js';

export { OrderCommands } from './order.commands.js';
export { CreatorPayouts } from './creator-payouts.commands.js';
export { CouponCommands } from './coupon.commands.js';
export { priceOrder } from './order-pricing.rules.js';
export { payoutDueAt, payoutIdOf } from './payout-schedule.rules.js';
export { payoutAmountDue } from './creator-payouts.decider.js';
export type { PaymentProvider, ProviderEvent } from './payment-provider.js';
export type { SavedMethodChargeOutcome, SavedMethodEvent, SavedMethodPayments } from './payment-provider.js';
export { taxRateFor, type TaxRates } from './order-pricing.rules.js';
export { TestPaymentProvider } from './test-payment-provider.service.js';
export type { StripeSettings } from './stripe-payment-provider.service.js';
export type { PlanBillingEvent, ProviderPlanBilling, ProviderPlanPrice } from './provider-plan-billing.js';

export interface CommerceFeature extends FeatureModule {
  readonly orders: OrderCommands;
  /** Creators' payout accounts and the monthly payouts, which `payouts.payDueMonth()` makes. */
  readonly payouts: CreatorPayouts;
  readonly coupons: CouponCommands;
  /** The test provider when it takes this deployment's payments (null otherwise): how the seed and the specs pay. */
  readonly testProvider: TestPaymentProvider | null;
  /** Saved payment methods and their charges (a plan's renewals), through the same provider; null when none takes payments. */
  readonly savedMethodPayments: SavedMethodPayments | null;
  /** Subscriptions the provider runs itself (Stripe Billing); null when plans are charged to a saved method by us. */
  readonly planBilling: ProviderPlanBilling | null;
}

export function createCommerceFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  clock: () => Date;
  limiter: RateLimiter;
  courses: CourseCommands;
  access: CourseAccess;
  tierOf: (userId: string) => Promise<SubscriptionTier>;
  taxRates: TaxRates;
  /** Where buyers' receipts are mailed, and whom they name as the seller. */
  mailer: Mailer;
  sellerOfRecord: SellerOfRecord;
  /** The server's secret, from which the test provider derives the key that signs its sessions and deliveries. */
  secret: string;
  /** Which provider takes payments; null for none, and then paid courses cannot be bought. */
  paymentProvider: { readonly kind: 'test' } | ({ readonly kind: 'stripe'; readonly connectWebhookSecret?: string | null } & StripeSettings) | null;
  /** Where a completed saved-method checkout is recorded (billing's plan checkouts), called late so billing may come after. */
  savedMethodCheckoutCompleted?: (event: SavedMethodEvent) => Promise<{ changed: boolean }>;
  /** Where a provider's notification about a subscription it runs is recorded (billing), called late like the above. */
  planBillingEventReceived?: (event: PlanBillingEvent) => Promise<{ changed: boolean }>;
}): CommerceFeature {
  const coupons = new CouponCommands({ store: deps.store, clock: deps.clock });
  const orders = new OrderCommands({
    store: deps.store,
    courses: deps.courses,
    tierOf: deps.tierOf,
    taxRates: deps.taxRates,
    coupons,
    clock: deps.clock,
    lessonsCompleted: async (learnerId, courseId) => (await getCompletedLessonCounts(deps.database.db, learnerId)).get(courseId) ?? 0,
  });
  // The webhook's one way in: verify the delivery, then record it as a command keyed by the provider's event id.
  const receive = async (rawBody: Buffer, signature: string | undefined): Promise<{ changed: boolean }> => {
    if (!provider) return { changed: false };
    const event = await provider.readWebhook(rawBody, signature);
    if (!event) {
      const planEvent = planBilling ? await planBilling.readPlanWebhook(rawBody, signature) : null;
      if (planEvent) return deps.planBillingEventReceived ? deps.planBillingEventReceived(planEvent) : { changed: false };
      // Billing's plan checkouts save a card with the test provider; their deliveries come the same way in.
      const saved: SavedMethodEvent | null = testProvider?.readSavedMethodWebhook(rawBody, signature) ?? null;
      return saved && deps.savedMethodCheckoutCompleted ? deps.savedMethodCheckoutCompleted(saved) : { changed: false };
    }
    const outcome = await orders.recordProviderEvent(provider.name, event);
    return { changed: outcome.changed };
  };
  const chosen = deps.paymentProvider;
  const testProvider: TestPaymentProvider | null = chosen?.kind === 'test' ? new TestPaymentProvider(deps.secret, receive) : null;
  const stripe = chosen?.kind === 'stripe' ? new StripePaymentProvider(chosen) : null;
  const provider: PaymentProvider | null = testProvider ?? stripe;
  const planBilling: ProviderPlanBilling | null = chosen?.kind === 'stripe' ? new StripePlanBilling(chosen) : null;
  // Stripe pays creators with an active connected account directly (destination charges); other sales are held, and the
  // monthly payout sends what was held to that account once it is active.
  const connect = chosen?.kind === 'stripe' ? new StripeConnect({ ...chosen, connectWebhookSecret: chosen.connectWebhookSecret ?? null }) : null;
  const payouts = new CreatorPayouts({ store: deps.store, db: deps.database.db, clock: deps.clock, transfers: connect });
  const destinationFor = connect ? async (order: OrderState) => destinationChargeFor(await payouts.load(order.creatorId), order.pricing!) : undefined;
  const overviewSource = { payouts, db: deps.database.db, clock: deps.clock, stripeConnect: connect !== null };
  return {
    orders,
    payouts,
    coupons,
    testProvider,
    // Plans are charged to a saved card by our renewals job with the test provider; Stripe runs them itself (planBilling).
    savedMethodPayments: testProvider,
    // Payouts are monthly: looked at hourly and at start, so a server down on the first still pays that month.
    jobs: [{ name: 'monthly payouts', intervalMs: 60 * 60 * 1000, runAtStart: true, run: () => payouts.payDueMonth() }],
    planBilling,
    reactors: [
      purchaseEnrolmentReactor,
      refundAccessReactor,
      refundNotificationReactor,
      couponRedemptionReactor,
      saleNotificationsReactor,
      saleReceiptsReactor({ mailer: deps.mailer, seller: deps.sellerOfRecord }),
    ],
    routes: [
      ...commerceRoutes({
        orders,
        provider,
        access: deps.access,
        taxCountries: Object.keys(deps.taxRates).sort(),
        db: deps.database.db,
        clock: deps.clock,
        purchasesCaughtUp: projectionWaiter(deps.database, buyerPurchasesProjection),
        limiter: deps.limiter,
        ...(destinationFor && { destinationFor }),
      }),
      ...couponRoutes({
        coupons,
        courses: deps.courses,
        access: deps.access,
        db: deps.database.db,
        clock: deps.clock,
        couponListCaughtUp: projectionWaiter(deps.database, couponListProjection),
      }),
      ...salesRoutes({ db: deps.database.db, clock: deps.clock }),
      ...(testProvider ? testCheckoutRoutes({ provider: testProvider, receive }) : []),
      ...(stripe ? stripeWebhookRoutes({ receive }) : []),
      ...payoutRoutes({ ...overviewSource, payoutsCaughtUp: projectionWaiter(deps.database, creatorPayoutsProjection) }),
      ...stripeConnectRoutes({ ...overviewSource, connect }),
      ...(connect && chosen?.kind === 'stripe' && chosen.connectWebhookSecret ? stripeConnectWebhookRoutes({ connect, payouts }) : []),
    ],
  };
}
