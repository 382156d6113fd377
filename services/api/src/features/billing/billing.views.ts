import type { BillingResponse, InvoiceView, SubscriptionView } from '@pathwise/contracts';
import type { SubscriptionTier } from '@pathwise/event-schemas';
import type { PlanInvoiceRecord } from '@pathwise/projections';
import { planPrice, taxOn } from './plan-pricing.rules.js';
import { trialDaysLeft, type PlanSubscriptionState, type Subscription } from './plan-subscription.decider.js';

/** The next charge a subscription is heading for: none once a cancellation is pending or it has ended. */
function nextCharge(subscription: Subscription): SubscriptionView['nextCharge'] {
  if (subscription.status === 'ended' || subscription.cancelAt) return null;
  const at = subscription.status === 'past_due' ? subscription.nextRetryAt : subscription.periodEnd;
  if (!at) return null;
  const { tier, period } = subscription.pendingChange ?? subscription;
  const subtotal = planPrice(tier, period);
  return { at: at.toISOString(), amount: subtotal + taxOn(subtotal, subscription.taxRateBasisPoints), tier, period };
}

export const subscriptionView = (subscription: Subscription): SubscriptionView => ({
  tier: subscription.tier,
  period: subscription.period,
  status: subscription.status,
  currency: subscription.currency,
  periodStart: subscription.periodStart.toISOString(),
  periodEnd: subscription.periodEnd.toISOString(),
  nextCharge: nextCharge(subscription),
  cancelAt: subscription.cancelAt?.toISOString() ?? null,
  pendingChange: subscription.pendingChange,
  paymentMethod: { brand: subscription.paymentMethod.brand, last4: subscription.paymentMethod.last4, changeId: subscription.paymentMethodChangeId },
});

/** The signed-in account's plan, its trial and its subscription, as /billing shows them. */
export function billingView(
  tier: SubscriptionTier,
  state: PlanSubscriptionState,
  asOf: Date,
  payments: { readonly available: boolean; readonly currency: BillingResponse['planCurrency']; readonly taxCountries: readonly string[] },
): BillingResponse {
  const { trial, subscription } = state;
  return {
    tier,
    trial: trial && {
      tier: trial.tier,
      startedAt: trial.startedAt.toISOString(),
      endsAt: trial.endsAt.toISOString(),
      daysLeft: trialDaysLeft(trial, asOf),
      ended: trial.ended,
    },
    trialAvailable: trial === null && tier === 'free',
    subscription: subscription && subscriptionView(subscription),
    paymentsAvailable: payments.available,
    planCurrency: payments.currency,
    taxCountries: [...payments.taxCountries],
  };
}

export const invoiceView = (invoice: PlanInvoiceRecord): InvoiceView => ({
  invoiceId: invoice.invoiceId,
  number: invoice.number,
  reason: invoice.reason,
  status: invoice.status,
  issuedAt: invoice.issuedAt.toISOString(),
  currency: invoice.currency,
  lines: invoice.lines,
  subtotal: invoice.subtotal,
  taxCountry: invoice.taxCountry,
  taxRateBasisPoints: invoice.taxRateBasisPoints,
  tax: invoice.tax,
  total: invoice.total,
  receiptUrl: `/api/billing/invoices/${invoice.invoiceId}/receipt.pdf`,
});
