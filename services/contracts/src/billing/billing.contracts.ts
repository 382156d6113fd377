import { billingPeriods, currencies, paidTiers, subscriptionTiers, trialTiers } from '@pathwise/event-schemas';
import { z } from 'zod';

export const StartTrialRequest = z.object({ tier: z.enum(trialTiers) }).strict();
export type StartTrialRequest = z.infer<typeof StartTrialRequest>;

/** The running (or last) paid subscription, as /billing shows it. */
export const SubscriptionView = z.object({
  tier: z.enum(paidTiers),
  period: z.enum(billingPeriods),
  status: z.enum(['active', 'past_due', 'ended']),
  currency: z.enum(currencies),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** The next charge, when one is coming: its date and amount (tax included), for the plan it renews into. */
  nextCharge: z.object({ at: z.iso.datetime(), amount: z.number().int().min(0), tier: z.enum(paidTiers), period: z.enum(billingPeriods) }).nullable(),
  /** When the subscription ends, when a cancellation is pending. */
  cancelAt: z.iso.datetime().nullable(),
  /** The plan and period from the period's end, when a change is pending. */
  pendingChange: z.object({ tier: z.enum(paidTiers), period: z.enum(billingPeriods) }).nullable(),
  paymentMethod: z.object({
    brand: z.string(),
    last4: z.string(),
    /** The card change that saved this card (what /billing waits for on the way back); null for the card saved when subscribing. */
    changeId: z.string().nullable(),
  }),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

/** The signed-in account's plan with Pathwise, as /billing shows it. */
export const BillingResponse = z.object({
  tier: z.enum(subscriptionTiers),
  /** The account's one free trial, running or over; null before it starts one. */
  trial: z
    .object({
      tier: z.enum(trialTiers),
      startedAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      /** Whole days left, a part day counting as one; 0 once over. */
      daysLeft: z.number().int().min(0),
      ended: z.boolean(),
    })
    .nullable(),
  /** Whether the account may still start a trial: once per account, from the free plan. */
  trialAvailable: z.boolean(),
  /** The paid subscription, running or the last one; null before the first. */
  subscription: SubscriptionView.nullable(),
  /** Whether this server takes payments, so that plans can be bought. */
  paymentsAvailable: z.boolean(),
  /** The one currency plans are priced and charged in on this server. */
  planCurrency: z.enum(currencies),
  /** The countries the tax table lists, which the subscribe form offers; empty when no tax is configured. */
  taxCountries: z.array(z.string()),
});
export type BillingResponse = z.infer<typeof BillingResponse>;

/** A buyer's country, ISO 3166-1 alpha-2, which chooses the tax rate of the plan's invoices. */
const TaxCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code such as FR');

/** Subscribing: a plan and a period, and the buyer's country for tax. Never an amount: the server prices it. */
export const SubscribeRequest = z.object({ tier: z.enum(paidTiers), period: z.enum(billingPeriods), country: TaxCountry.optional() }).strict();
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

export const SubscribeResponse = z.object({
  checkoutId: z.string(),
  /** The provider's checkout, where the card is saved and what is due now is paid. */
  checkoutUrl: z.string(),
  /** What the checkout takes now, in minor units: 0 during a trial, whose end takes the first payment. */
  dueNow: z.number().int().min(0),
  currency: z.enum(currencies),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/** Another plan or period: a bigger plan at once (its difference charged for the rest of the period), else at the period's end. */
export const ChangePlanRequest = z.object({ tier: z.enum(paidTiers), period: z.enum(billingPeriods) }).strict();
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

/** Cancelling, resuming and replacing the card take nothing but the signed-in account. */
export const SubscriptionActionRequest = z.object({}).strict();

/** Replacing the subscription's card: the provider's page that saves the new one, charging nothing. */
export const PaymentMethodChangeResponse = z.object({
  changeId: z.string(),
  /** The provider's page (the test provider's checkout, or Stripe Checkout in setup mode). */
  checkoutUrl: z.string(),
});
export type PaymentMethodChangeResponse = z.infer<typeof PaymentMethodChangeResponse>;

export const InvoiceLineView = z.object({
  kind: z.enum(['plan', 'proration']),
  tier: z.enum(paidTiers),
  period: z.enum(billingPeriods),
  fromTier: z.enum(paidTiers).nullable(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  amount: z.number().int(),
});

export const InvoiceView = z.object({
  invoiceId: z.string(),
  number: z.string(),
  reason: z.enum(['first_payment', 'renewal', 'proration']),
  status: z.enum(['paid', 'failed']),
  issuedAt: z.iso.datetime(),
  currency: z.enum(currencies),
  lines: z.array(InvoiceLineView),
  subtotal: z.number().int(),
  taxCountry: z.string().nullable(),
  taxRateBasisPoints: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Where its PDF receipt is. */
  receiptUrl: z.string(),
});
export type InvoiceView = z.infer<typeof InvoiceView>;

export const InvoicesResponse = z.object({ invoices: z.array(InvoiceView) });
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

export const InvoiceParams = z.object({ invoiceId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected an invoice id') }).strict();
