/** Commerce: orders for paid courses, paid through a payment provider (the built-in test provider by default). */
import type { PathwiseEvent, SubscriptionTier } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import { commerceRoutes } from './commerce.routes.js';
import { OrderCommands } from './order.commands.js';
import type { TaxRates } from './order-pricing.rules.js';
import { purchaseEnrolmentReactor } from './purchase-enrolment.reactor.js';
import { testCheckoutRoutes } from './test-checkout.routes.js';
import { TestPaymentProvider } from './test-payment-provider.service.js';

export { OrderCommands } from './order.commands.js';
export type { PaymentProvider, ProviderEvent } from './payment-provider.js';
export { TestPaymentProvider } from './test-payment-provider.service.js';

export interface CommerceFeature extends FeatureModule {
  readonly orders: OrderCommands;
  /** The provider of this deployment; the test provider is also how the seed and the specs pay. */
  readonly testProvider: TestPaymentProvider;
}

export function createCommerceFeature(deps: {
  store: EventStore<PathwiseEvent>;
  courses: CourseCommands;
  access: CourseAccess;
  tierOf: (userId: string) => Promise<SubscriptionTier>;
  taxRates: TaxRates;
  /** The server's secret, from which the test provider derives the key that signs its sessions and deliveries. */
  secret: string;
}): CommerceFeature {
  const orders = new OrderCommands({ store: deps.store, courses: deps.courses, tierOf: deps.tierOf, taxRates: deps.taxRates });
  // The webhook's one way in: verify the delivery, then record it as a command keyed by the provider's event id.
  const receive = async (rawBody: Buffer, signature: string | undefined) => {
    const event = provider.readWebhook(rawBody, signature);
    if (!event) return { changed: false };
    const outcome = await orders.recordProviderEvent(provider.name, event);
    return { changed: outcome.changed };
  };
  const provider: TestPaymentProvider = new TestPaymentProvider(deps.secret, receive);
  return {
    orders,
    testProvider: provider,
    reactors: [purchaseEnrolmentReactor],
    routes: [
      ...commerceRoutes({ orders, provider, access: deps.access, taxCountries: Object.keys(deps.taxRates).sort() }),
      ...testCheckoutRoutes({ provider, receive }),
    ],
  };
}
