/** Commerce: orders for paid courses, paid through a payment provider (the built-in test provider by default). */
import type { PathwiseEvent, SubscriptionTier } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import type { Mailer } from '../identity/index.js';
import { commerceRoutes } from './commerce.routes.js';
import { OrderCommands } from './order.commands.js';
import type { TaxRates } from './order-pricing.rules.js';
import { purchaseEnrolmentReactor } from './purchase-enrolment.reactor.js';
import type { SellerOfRecord } from './receipt-mail.js';
import { saleNotificationsReactor } from './sale-notifications.reactor.js';
import { saleReceiptsReactor } from './sale-receipts.reactor.js';
import { salesRoutes } from './sales.routes.js';
import { testCheckoutRoutes } from './test-checkout.routes.js';
import { TestPaymentProvider } from './test-payment-provider.service.js';
import type { PaymentProvider } from './payment-provider.js';

export { OrderCommands } from './order.commands.js';
export { priceOrder } from './order-pricing.rules.js';
export type { PaymentProvider, ProviderEvent } from './payment-provider.js';
export { TestPaymentProvider } from './test-payment-provider.service.js';

export interface CommerceFeature extends FeatureModule {
  readonly orders: OrderCommands;
  /** The test provider when it takes this deployment's payments (null otherwise): how the seed and the specs pay. */
  readonly testProvider: TestPaymentProvider | null;
}

export function createCommerceFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  clock: () => Date;
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
  paymentProvider: 'test' | null;
}): CommerceFeature {
  const orders = new OrderCommands({ store: deps.store, courses: deps.courses, tierOf: deps.tierOf, taxRates: deps.taxRates });
  // The webhook's one way in: verify the delivery, then record it as a command keyed by the provider's event id.
  const receive = async (rawBody: Buffer, signature: string | undefined) => {
    if (!provider) return { changed: false };
    const event = provider.readWebhook(rawBody, signature);
    if (!event) return { changed: false };
    const outcome = await orders.recordProviderEvent(provider.name, event);
    return { changed: outcome.changed };
  };
  const testProvider = deps.paymentProvider === 'test' ? new TestPaymentProvider(deps.secret, receive) : null;
  const provider: PaymentProvider | null = testProvider;
  return {
    orders,
    testProvider,
    reactors: [purchaseEnrolmentReactor, saleNotificationsReactor, saleReceiptsReactor({ mailer: deps.mailer, seller: deps.sellerOfRecord })],
    routes: [
      ...commerceRoutes({ orders, provider, access: deps.access, taxCountries: Object.keys(deps.taxRates).sort() }),
      ...salesRoutes({ db: deps.database.db, clock: deps.clock }),
      ...(testProvider ? testCheckoutRoutes({ provider: testProvider, receive }) : []),
    ],
  };
}
