import { deterministicEventId } from '@pathwise/event-store';
import type { PlanInvoiceLine, SavedPaymentMethod } from '@pathwise/event-schemas';
import type { Currency, PlanSubscriptionEvent, PlanSubscriptionState } from './plan-subscription.decider.js';
import { invoiceNumber } from './plan-pricing.rules.js';

/** The id the account's next invoice gets: its stream and its place in the sequence, so a re-decision gives the same. */
export const nextInvoiceId = (state: PlanSubscriptionState) => deterministicEventId('plan-invoice', state.userId, String(state.invoiceCount + 1));

/** The account's next invoice, paid or failed, numbered after the ones before it. */
export function invoice(
  state: PlanSubscriptionState,
  facts: {
    readonly reason: 'first_payment' | 'renewal' | 'proration';
    readonly status: 'paid' | 'failed';
    readonly asOf: Date;
    readonly lines: PlanInvoiceLine[];
    readonly subtotal: number;
    readonly tax: number;
    readonly currency: Currency;
    readonly taxCountry: string | null;
    readonly taxRateBasisPoints: number;
    readonly paymentId: string | null;
    readonly paymentMethod: SavedPaymentMethod;
    readonly failureReason: string | null;
  },
): PlanSubscriptionEvent {
  const sequence = state.invoiceCount + 1;
  return {
    type: 'PlanInvoiceIssued',
    data: {
      userId: state.userId,
      invoiceId: nextInvoiceId(state),
      number: invoiceNumber(state.userId, sequence),
      reason: facts.reason,
      status: facts.status,
      issuedAt: facts.asOf.toISOString(),
      currency: facts.currency,
      lines: facts.lines,
      subtotal: facts.subtotal,
      taxCountry: facts.taxCountry,
      taxRateBasisPoints: facts.taxRateBasisPoints,
      tax: facts.tax,
      total: facts.subtotal + facts.tax,
      paymentId: facts.status === 'paid' ? facts.paymentId : null,
      paymentMethod: { brand: facts.paymentMethod.brand, last4: facts.paymentMethod.last4 },
      failureReason: facts.status === 'failed' ? facts.failureReason : null,
    },
  };
}
