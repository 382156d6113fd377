import { testCards } from '@pathwise/contracts';
import type { Platform } from '../app/compose-platform.js';
import { renewalDue } from '../features/billing/index.js';
import { demoId, demoSubscription } from './demo-world.js';

export type DemoSubscriptionPlatform = Pick<Platform, 'billing' | 'commerce'>;

const DAY_MS = 86_400_000;
const METADATA = { actor: { kind: 'system' as const, id: 'demo-world' } };

/**
 * The demo's paid plan: a creator who subscribed to Pro monthly some weeks ago with the test provider's good card,
 * and whose first renewal was charged since, so /billing shows a running subscription, its next charge, the card and
 * two paid invoices with their receipts. The commands carry their moments; the checkout and the provider's event have
 * fixed ids, so a second run finds the subscription running and appends nothing.
 */
export async function seedDemoSubscription(platform: DemoSubscriptionPlatform, now: Date): Promise<void> {
  const { testProvider } = platform.commerce;
  // A server whose payments go elsewhere (a production one) has no demo subscription to show.
  if (!testProvider) return;
  const userId = demoId('user', demoSubscription.subscriber);
  const { subscriptions } = platform.billing;
  const startedAt = new Date(now.getTime() - demoSubscription.startedDaysAgo * DAY_MS);
  const checkoutId = demoId('plan-checkout', demoSubscription.subscriber);
  await subscriptions.execute(
    userId,
    { type: 'StartPlanCheckout', checkoutId, tier: demoSubscription.tier, period: demoSubscription.period, currency: platform.billing.paidPlans.currency, taxCountry: null, taxRateBasisPoints: 0, asOf: startedAt },
    METADATA,
  );
  await subscriptions.execute(
    userId,
    {
      type: 'CompletePlanCheckout',
      checkoutId,
      providerEventId: `evt_demo_${checkoutId}`,
      providerCustomerId: `cus_test_${userId}`,
      paymentMethod: testProvider.savedTestCard(testCards.succeeds),
      paymentId: `pay_demo_${checkoutId}`,
      asOf: startedAt,
    },
    METADATA,
  );
  // The renewals due since (one, a month after the start), charged as the renewals job charges them.
  for (;;) {
    const { state } = await subscriptions.load(userId);
    const due = renewalDue(state, now);
    if (!due || !state.subscription) return;
    const outcome = await testProvider.chargeSavedMethod({
      customerId: state.subscription.providerCustomerId,
      paymentMethodId: state.subscription.paymentMethod.id,
      amount: due.total,
      currency: state.subscription.currency,
      description: 'Pathwise Pro (monthly)',
      idempotencyKey: due.chargeKey,
    });
    await subscriptions.execute(userId, { type: 'RecordRenewalCharge', due, outcome, asOf: due.dueAt }, METADATA);
    if (outcome.kind === 'failed') return;
  }
}
