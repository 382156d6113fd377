import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { currencies } from '../courses/course-options.js';

/** The plans that have a free trial; the free plan has nothing to try. */
export const trialTiers = ['pro', 'pro_plus'] as const;
export type TrialTier = (typeof trialTiers)[number];

/** A free trial of a paid plan, started without a card; an account has one, ever. */
export const TrialStarted = defineEvent({
  type: 'TrialStarted',
  schema: z.object({
    userId: EntityId,
    tier: z.enum(trialTiers),
    startedAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  }),
});

/** The mail a few days before a trial ends went out (recorded first, so it goes out at most once). */
export const TrialEndingReminded = defineEvent({
  type: 'TrialEndingReminded',
  schema: z.object({ userId: EntityId, tier: z.enum(trialTiers), endsAt: z.iso.datetime() }),
});

/** The trial's time is up: without a subscription the account is back on the free plan. */
export const TrialEnded = defineEvent({
  type: 'TrialEnded',
  schema: z.object({
    userId: EntityId,
    tier: z.enum(trialTiers),
    endedAt: z.iso.datetime(),
    /** What the account is on after it: the free plan, or the plan it subscribed to during the trial. */
    outcome: z.enum(['returned_to_free', 'converted']),
  }),
});


/** The paid plans one subscribes to, and how often they are paid for. */
export const paidTiers = ['pro', 'pro_plus'] as const;
export type PaidTier = (typeof paidTiers)[number];
export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

const Amount = z.number().int().min(0);
const Moment = z.iso.datetime();

/** A saved card as the provider describes it: enough to show, never enough to charge without the provider. */
export const SavedPaymentMethod = z.object({ id: z.string().min(1).max(400), brand: z.string().min(1).max(40), last4: z.string().regex(/^\d{4}$/) });
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethod>;

/**
 * The account asked to subscribe: the server priced it (plan, period, tax by the buyer's country) and sent the
 * account to the provider's checkout, which saves a payment method and takes the first payment (nothing during a
 * trial: the first payment is taken when the trial ends).
 */
export const PlanCheckoutStarted = defineEvent({
  type: 'PlanCheckoutStarted',
  schema: z.object({
    userId: EntityId,
    checkoutId: EntityId,
    tier: z.enum(paidTiers),
    period: z.enum(billingPeriods),
    currency: z.enum(currencies),
    /** The buyer's country as they gave it (ISO 3166-1 alpha-2), which the receipts name; null when not given. */
    taxCountry: z.string().length(2).nullable(),
    taxRateBasisPoints: z.number().int().min(0),
    /** What the checkout takes now, tax included: 0 when it converts a running trial. */
    dueNow: Amount,
    startedAt: Moment,
  }),
});

/** The provider saved the payment method (and took the first payment, if one was due): the subscription runs. */
export const PlanSubscriptionStarted = defineEvent({
  type: 'PlanSubscriptionStarted',
  schema: z.object({
    userId: EntityId,
    checkoutId: EntityId,
    /** The provider's event id: a redelivered notification starts nothing twice. */
    providerEventId: z.string().min(1).max(200),
    providerCustomerId: z.string().min(1).max(200),
    /**
     * The provider's own subscription, when the provider runs the schedule (Stripe Billing): what a cancellation or a
     * change of plan is sent to. Absent when we charge the saved method ourselves (the built-in test provider).
     */
    providerSubscriptionId: z.string().min(1).max(200).optional(),
    paymentMethod: SavedPaymentMethod,
    tier: z.enum(paidTiers),
    period: z.enum(billingPeriods),
    currency: z.enum(currencies),
    taxCountry: z.string().length(2).nullable(),
    taxRateBasisPoints: z.number().int().min(0),
    startedAt: Moment,
    /** The first period paid for; during a trial it starts when the trial ends, and the first payment is due then. */
    periodStart: Moment,
    periodEnd: Moment,
    /** True when it began during the free trial: nothing is paid until the trial's end. */
    convertsTrial: z.boolean(),
  }),
});

const InvoiceLine = z.object({
  kind: z.enum(['plan', 'proration']),
  tier: z.enum(paidTiers),
  period: z.enum(billingPeriods),
  /** For a proration, the plan it replaces for the rest of the period. */
  fromTier: z.enum(paidTiers).nullable(),
  periodStart: Moment,
  periodEnd: Moment,
  amount: Amount,
});
export type PlanInvoiceLine = z.infer<typeof InvoiceLine>;

/** One charge of a saved payment method, paid or failed: the invoice the account sees and its receipt prints. */
export const PlanInvoiceIssued = defineEvent({
  type: 'PlanInvoiceIssued',
  schema: z.object({
    userId: EntityId,
    invoiceId: EntityId,
    /** Per account, in sequence: the account's prefix and a counter, as Stripe numbers them. */
    number: z.string().min(1).max(40),
    reason: z.enum(['first_payment', 'renewal', 'proration']),
    status: z.enum(['paid', 'failed']),
    issuedAt: Moment,
    currency: z.enum(currencies),
    lines: z.array(InvoiceLine).min(1),
    subtotal: Amount,
    taxCountry: z.string().length(2).nullable(),
    taxRateBasisPoints: z.number().int().min(0),
    tax: Amount,
    total: Amount,
    /** The provider's payment, when it was paid. */
    paymentId: z.string().min(1).max(200).nullable(),
    paymentMethod: SavedPaymentMethod.omit({ id: true }),
    /** Why the provider refused the charge, when it failed. */
    failureReason: z.string().max(200).nullable(),
  }),
});

/** A period was paid for (the first payment after a trial, a renewal, or a retry that succeeded). */
export const PlanSubscriptionRenewed = defineEvent({
  type: 'PlanSubscriptionRenewed',
  schema: z.object({
    userId: EntityId,
    invoiceId: EntityId,
    tier: z.enum(paidTiers),
    period: z.enum(billingPeriods),
    periodStart: Moment,
    periodEnd: Moment,
  }),
});

/** A renewal's charge failed: the account keeps its plan through the grace period while the charge is retried. */
export const PlanRenewalFailed = defineEvent({
  type: 'PlanRenewalFailed',
  schema: z.object({
    userId: EntityId,
    invoiceId: EntityId,
    dueAt: Moment,
    /** 0 for the charge on the due date, then 1, 2, 3 for the retries. */
    attempt: z.number().int().min(0),
    /** When the next retry is; null after the last, when the subscription ends. */
    nextRetryAt: Moment.nullable(),
  }),
});

/** Pro to Pro Plus, at once: the difference for the rest of the period was paid. */
export const PlanUpgraded = defineEvent({
  type: 'PlanUpgraded',
  schema: z.object({
    userId: EntityId,
    /** The proration's invoice; null when nothing was owed (before the first payment of a trial that converted). */
    invoiceId: EntityId.nullable(),
    from: z.enum(paidTiers),
    to: z.enum(paidTiers),
    upgradedAt: Moment,
  }),
});

/** A smaller plan or another period, from the end of the period paid for. */
export const PlanChangeScheduled = defineEvent({
  type: 'PlanChangeScheduled',
  schema: z.object({ userId: EntityId, tier: z.enum(paidTiers), period: z.enum(billingPeriods), effectiveAt: Moment }),
});

/** The subscription ends at the end of the period paid for; nothing more is charged. */
export const PlanCancellationScheduled = defineEvent({
  type: 'PlanCancellationScheduled',
  schema: z.object({ userId: EntityId, effectiveAt: Moment, scheduledAt: Moment }),
});

/** A pending cancellation was taken back: the subscription renews as before. */
export const PlanSubscriptionResumed = defineEvent({
  type: 'PlanSubscriptionResumed',
  schema: z.object({ userId: EntityId, resumedAt: Moment }),
});

/**
 * The subscriber replaced the card their subscription is charged to, through the provider's own page (its checkout in
 * setup mode): recorded from the provider's verified notification, never from the subscriber's return. Renewals,
 * their retries and upgrades charge this card from now on.
 */
export const PlanPaymentMethodChanged = defineEvent({
  type: 'PlanPaymentMethodChanged',
  schema: z.object({
    userId: EntityId,
    /** The change the subscriber started, which /billing waits for on the way back. */
    changeId: EntityId,
    /** The provider's event id: a redelivery is recorded as nothing. */
    providerEventId: z.string().min(1).max(200),
    paymentMethod: SavedPaymentMethod,
    changedAt: Moment,
  }),
});

/** The subscription is over: cancelled at its period's end, or its renewal failed after the last retry. */
export const PlanSubscriptionEnded = defineEvent({
  type: 'PlanSubscriptionEnded',
  schema: z.object({ userId: EntityId, tier: z.enum(paidTiers), endedAt: Moment, reason: z.enum(['cancelled', 'payment_failed']) }),
});

export const planSubscriptionEvents = [
  TrialStarted,
  TrialEndingReminded,
  TrialEnded,
  PlanCheckoutStarted,
  PlanSubscriptionStarted,
  PlanInvoiceIssued,
  PlanSubscriptionRenewed,
  PlanRenewalFailed,
  PlanUpgraded,
  PlanChangeScheduled,
  PlanCancellationScheduled,
  PlanSubscriptionResumed,
  PlanPaymentMethodChanged,
  PlanSubscriptionEnded,
] as const;
