import type { PlanInvoiceLine } from '@pathwise/event-schemas';
import { invoice, nextInvoiceId } from './plan-invoice.decision.js';
import { planPrice, taxOn } from './plan-pricing.rules.js';
import { runningSubscription, type PlanSubscriptionEvent, type PlanSubscriptionState } from './plan-subscription.decider.js';

/**
 * A renewal as a provider that runs the schedule itself reports it (Stripe Billing's `invoice.paid` and
 * `invoice.payment_failed`): the period the invoice is for, and what came of its charge. Retries are the provider's;
 * `nextRetryAt` is null after its last one.
 */
export type ProviderRenewal = { readonly periodStart: Date; readonly periodEnd: Date } & (
  | { readonly outcome: 'paid'; readonly paymentId: string }
  | { readonly outcome: 'failed'; readonly attempt: number; readonly nextRetryAt: Date | null; readonly failureReason: string }
);

/**
 * Records a provider's renewal with the same events our own renewals append. A notification about a period that is
 * not after the one the account has (a redelivery, a failure overtaken by its retry's success) records nothing, and
 * so does an attempt recorded already.
 */
export function recordProviderRenewal(state: PlanSubscriptionState, renewal: ProviderRenewal, asOf: Date): PlanSubscriptionEvent[] {
  const subscription = runningSubscription(state);
  if (!subscription || renewal.periodEnd.getTime() <= subscription.periodEnd.getTime()) return [];
  if (renewal.outcome === 'failed' && subscription.status === 'past_due' && renewal.attempt < subscription.failedAttempts) return [];
  const { userId } = state;
  // The plan this renewal is for: a pending downgrade or period change applies, as the provider was told to bill it.
  const { tier, period } = subscription.pendingChange ?? subscription;
  const subtotal = planPrice(tier, period);
  const tax = taxOn(subtotal, subscription.taxRateBasisPoints);
  const line: PlanInvoiceLine = {
    kind: 'plan',
    tier,
    period,
    fromTier: null,
    periodStart: renewal.periodStart.toISOString(),
    periodEnd: renewal.periodEnd.toISOString(),
    amount: subtotal,
  };
  const paid = renewal.outcome === 'paid';
  const issued = invoice(state, {
    reason: subscription.firstPaymentDue ? 'first_payment' : 'renewal',
    status: paid ? 'paid' : 'failed',
    asOf,
    lines: [line],
    subtotal,
    tax,
    currency: subscription.currency,
    taxCountry: subscription.taxCountry,
    taxRateBasisPoints: subscription.taxRateBasisPoints,
    paymentId: renewal.outcome === 'paid' ? renewal.paymentId : null,
    paymentMethod: subscription.paymentMethod,
    failureReason: renewal.outcome === 'failed' ? renewal.failureReason : null,
  });
  const invoiceId = nextInvoiceId(state);
  if (renewal.outcome === 'paid') {
    return [
      issued,
      { type: 'PlanSubscriptionRenewed', data: { userId, invoiceId, tier, period, periodStart: line.periodStart, periodEnd: line.periodEnd } },
    ];
  }
  const failed: PlanSubscriptionEvent = {
    type: 'PlanRenewalFailed',
    data: {
      userId,
      invoiceId,
      dueAt: subscription.periodEnd.toISOString(),
      attempt: renewal.attempt,
      nextRetryAt: renewal.nextRetryAt?.toISOString() ?? null,
    },
  };
  if (renewal.nextRetryAt) return [issued, failed];
  // The provider's last retry failed: the grace period is over, as after our own last retry.
  return [issued, failed, { type: 'PlanSubscriptionEnded', data: { userId, tier: subscription.tier, endedAt: asOf.toISOString(), reason: 'payment_failed' } }];
}

/** The provider ended the subscription: unpaid when a renewal was being retried, cancelled otherwise. Once only. */
export function endProviderSubscription(state: PlanSubscriptionState, asOf: Date): PlanSubscriptionEvent[] {
  const subscription = runningSubscription(state);
  if (!subscription) return [];
  const reason = subscription.status === 'past_due' ? 'payment_failed' : 'cancelled';
  return [{ type: 'PlanSubscriptionEnded', data: { userId: state.userId, tier: subscription.tier, endedAt: asOf.toISOString(), reason } }];
}
