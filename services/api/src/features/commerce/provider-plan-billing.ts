import type { BillingPeriod, PaidTier } from '@pathwise/event-schemas';
import type { CheckoutSession, SavedMethod, SavedMethodChargeOutcome } from './payment-provider.js';

/**
 * A plan as the provider bills it: what each period costs, tax included, in the plan currency. The figures are the
 * server's (plan-pricing rules); the provider only repeats them every period.
 */
export interface ProviderPlanPrice {
  readonly tier: PaidTier;
  readonly period: BillingPeriod;
  readonly amountPerPeriod: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly name: string;
}

/** A checkout that starts a subscription the provider runs: it saves the card and bills every period itself. */
export interface PlanBillingCheckoutRequest {
  /** Our reference of the plan checkout, kept on the provider's subscription too, so its invoices find the account. */
  readonly reference: string;
  readonly plan: ProviderPlanPrice;
  /** The end of a running free trial: nothing is charged until then. Null when the first period is paid now. */
  readonly trialEndsAt: Date | null;
  readonly successPath: string;
  readonly cancelPath: string;
}

/** A checkout that saves another card for a running subscription, charging nothing (Stripe: a Checkout Session in setup mode). */
export interface PaymentMethodUpdateRequest {
  /** Our reference of the card change, returned with the notification. */
  readonly reference: string;
  /** The provider's customer the subscription belongs to: the card is saved on it. */
  readonly customerId: string;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly successPath: string;
  readonly cancelPath: string;
}

/**
 * A provider's notification about a subscription it runs, read from a verified delivery. Every kind names our
 * checkout reference, so it reaches the account's billing stream.
 */
export type PlanBillingEvent =
  | {
      readonly kind: 'checkout_completed';
      readonly id: string;
      readonly reference: string;
      readonly customerId: string;
      readonly subscriptionId: string;
      readonly paymentMethod: SavedMethod;
      /** The provider's payment of the first period; null when a trial defers it. */
      readonly paymentId: string | null;
    }
  | {
      /** A period's invoice was paid: a renewal, the first payment at a trial's end, or a retry that succeeded. */
      readonly kind: 'renewal_paid';
      readonly id: string;
      readonly reference: string;
      readonly paymentId: string;
      /** The period paid for, as the provider counts it. */
      readonly periodStart: Date;
      readonly periodEnd: Date;
    }
  | {
      /** A period's charge failed; the provider retries it on its schedule until `nextAttemptAt` is null. */
      readonly kind: 'renewal_failed';
      readonly id: string;
      readonly reference: string;
      /** The period the failed invoice is for. */
      readonly periodStart: Date;
      readonly periodEnd: Date;
      /** 0 for the charge on the due date, then 1, 2, 3 for the retries. */
      readonly attempt: number;
      readonly nextAttemptAt: Date | null;
      readonly failureReason: string;
    }
  | {
      /** The subscriber saved another card through the provider's setup page. */
      readonly kind: 'payment_method_saved';
      readonly id: string;
      readonly reference: string;
      readonly customerId: string;
      readonly paymentMethod: SavedMethod;
    }
  | { readonly kind: 'cancellation_changed'; readonly id: string; readonly reference: string; readonly cancelAtPeriodEnd: boolean }
  | { readonly kind: 'subscription_ended'; readonly id: string; readonly reference: string };

/**
 * What a provider that runs subscriptions itself offers billing (Stripe Billing): the schedule and its retries are
 * the provider's, and reach the billing stream as notifications mapped onto the same commands and events as our own
 * renewals. Cancelling, resuming and changing plan are sent to the provider before they are recorded.
 */
export interface ProviderPlanBilling {
  startPlanCheckout(request: PlanBillingCheckoutRequest): Promise<CheckoutSession>;
  /** Verifies a delivery (a 400 naming the header when it does not hold) and reads it; null for one about no plan. */
  readPlanWebhook(rawBody: Buffer, signature: string | undefined): Promise<PlanBillingEvent | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Starts the provider's page where the subscriber saves another card; nothing is charged there. */
  startPaymentMethodUpdate(request: PaymentMethodUpdateRequest): Promise<CheckoutSession>;
  /** Makes a saved card the one the subscription's renewals and the customer's invoices are charged to. */
  useForRenewals(request: { subscriptionId: string; customerId: string; paymentMethodId: string }): Promise<void>;
  /**
   * Moves the subscription to a bigger plan at once: the proration (our figure, tax included) is charged to the
   * subscription's card first, off session, and the plan changes only when it is paid. `idempotencyKey` makes a retried call charge once.
   */
  upgradeNow(request: {
    subscriptionId: string;
    customerId: string;
    paymentMethodId: string;
    plan: ProviderPlanPrice;
    proration: { amount: number; description: string; idempotencyKey: string } | null;
  }): Promise<SavedMethodChargeOutcome>;
  /** Bills `plan` from the end of the current period (a smaller plan, another period); null takes a pending change back. */
  scheduleChange(subscriptionId: string, plan: ProviderPlanPrice | null): Promise<void>;
}
