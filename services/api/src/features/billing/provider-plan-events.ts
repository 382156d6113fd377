import type { PlanBillingEvent } from '../commerce/index.js';
import { parseProviderReference, type PaidPlans } from './paid-plans.commands.js';
import { runningSubscription } from './plan-subscription.decider.js';
import type { PlanSubscriptions } from './plan-subscriptions.commands.js';
import { mailRenewalFailure, type RenewalMailDeps } from './renewal-failure-mail.js';

const METADATA = { actor: { kind: 'system' as const, id: 'payment-provider' } };

/**
 * Records a notification about a subscription the provider runs (Stripe Billing) on the account's billing stream, as
 * the same commands and events as a subscription our renewals job charges: the checkout starts it, a paid invoice
 * renews it, a failed one opens the grace period (with the same mails), the provider's end ends it. A cancellation
 * made at the provider (its customer portal, its dashboard) is recorded as ours would be. Each is idempotent, so a
 * redelivery changes nothing. A card saved at the provider's setup page replaces the subscription's card.
 */
export async function recordPlanBillingEvent(
  deps: RenewalMailDeps & { readonly subscriptions: PlanSubscriptions; readonly paidPlans: PaidPlans; readonly clock: () => Date },
  event: PlanBillingEvent,
): Promise<{ changed: boolean }> {
  const reference = parseProviderReference(event.reference);
  if (!reference) return { changed: false };
  const { userId } = reference;
  const asOf = deps.clock();
  const lastInvoiceTotal = async (accountId: string) => {
    const issued = (await deps.subscriptions.load(accountId)).events.findLast((stored) => stored.type === 'PlanInvoiceIssued');
    return issued?.type === 'PlanInvoiceIssued' ? issued.data.total : 0;
  };
  switch (event.kind) {
    case 'checkout_completed':
      return deps.paidPlans.completeCheckout({
        id: event.id,
        reference: event.reference,
        customerId: event.customerId,
        paymentMethod: event.paymentMethod,
        paymentId: event.paymentId,
        subscriptionId: event.subscriptionId,
      });
    case 'renewal_paid':
    case 'renewal_failed': {
      const renewal =
        event.kind === 'renewal_paid'
          ? { outcome: 'paid' as const, paymentId: event.paymentId, periodStart: event.periodStart, periodEnd: event.periodEnd }
          : {
              outcome: 'failed' as const,
              attempt: event.attempt,
              nextRetryAt: event.nextAttemptAt,
              failureReason: event.failureReason,
              periodStart: event.periodStart,
              periodEnd: event.periodEnd,
            };
      const recorded = await deps.subscriptions.execute(userId, { type: 'RecordProviderRenewal', renewal, asOf }, METADATA);
      const after = recorded.state.subscription;
      if (recorded.changed && event.kind === 'renewal_failed' && after) {
        await mailRenewalFailure(deps, { userId, subscription: after, amount: await lastInvoiceTotal(userId), retryAt: after.status === 'ended' ? null : after.nextRetryAt });
      }
      return { changed: recorded.changed };
    }
    case 'payment_method_saved':
      return reference.kind === 'card' ? deps.paidPlans.recordPaymentMethod(reference, event) : { changed: false };
    case 'cancellation_changed': {
      const { state } = await deps.subscriptions.load(userId);
      const subscription = runningSubscription(state);
      if (!subscription || (subscription.cancelAt !== null) === event.cancelAtPeriodEnd) return { changed: false };
      const command = event.cancelAtPeriodEnd ? { type: 'CancelSubscription' as const, asOf } : { type: 'ResumeSubscription' as const, asOf };
      return { changed: (await deps.subscriptions.execute(userId, command, METADATA)).changed };
    }
    case 'subscription_ended': {
      const { state: before } = await deps.subscriptions.load(userId);
      const { changed } = await deps.subscriptions.execute(userId, { type: 'EndProviderSubscription', asOf }, METADATA);
      // Ended by the provider while a renewal was being retried: unpaid, mailed as after our own last retry.
      const unpaid = before.subscription?.status === 'past_due' ? before.subscription : null;
      if (changed && unpaid) await mailRenewalFailure(deps, { userId, subscription: unpaid, amount: await lastInvoiceTotal(userId), retryAt: null });
      return { changed };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown plan billing event ${JSON.stringify(unknown)}`);
    }
  }
}
