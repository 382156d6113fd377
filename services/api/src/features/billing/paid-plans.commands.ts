import type { BillingPeriod, PaidTier } from '@pathwise/event-schemas';
import type { EventMetadata } from '@pathwise/event-store';
import { randomUUID } from 'node:crypto';
import type { ProviderPlanBilling, ProviderPlanPrice, SavedMethodEvent, SavedMethodPayments, TaxRates } from '../commerce/index.js';
import { taxRateFor } from '../commerce/index.js';
import { noSubscription, upgradePaymentFailed } from './billing.errors.js';
import { planPrice, taxOn } from './plan-pricing.rules.js';
import { planChange, runningSubscription, type ChargeOutcome, type PlanSubscriptionState, type Subscription } from './plan-subscription.decider.js';
import type { PlanSubscriptions } from './plan-subscriptions.commands.js';

export type PlanCurrency = 'USD' | 'EUR' | 'GBP';

/**
 * What we hand the provider as a checkout's reference names the account and what the checkout is for: a plan checkout
 * (`plan.<userId>.<checkoutId>`) or a card change (`card.<userId>.<changeId>`), so its notification finds both.
 */
export interface ProviderReference {
  readonly kind: 'plan' | 'card';
  readonly userId: string;
  readonly id: string;
}
const providerReference = ({ kind, userId, id }: ProviderReference) => `${kind}.${userId}.${id}`;
export const parseProviderReference = (reference: string): ProviderReference | null => {
  const [kind, userId, id, ...rest] = reference.split('.');
  return (kind === 'plan' || kind === 'card') && userId && id && rest.length === 0 ? { kind, userId, id } : null;
};

const planNames: Readonly<Record<PaidTier, string>> = { pro: 'Pro', pro_plus: 'Pro Plus' };

export interface PaidPlansDeps {
  readonly subscriptions: PlanSubscriptions;
  /** Null when no provider takes payments on this server: plans cannot be bought then. */
  readonly payments: SavedMethodPayments | null;
  /** A provider that runs subscriptions itself (Stripe Billing); when set, plans go through it instead of `payments`. */
  readonly planBilling: ProviderPlanBilling | null;
  readonly taxRates: TaxRates;
  readonly currency: PlanCurrency;
  readonly clock: () => Date;
}

/**
 * Paid subscriptions: subscribing through the provider's checkout, changing plan (an upgrade's proration charged at
 * once), cancelling at the period's end and resuming. Every figure is the server's; the client names a plan and a
 * period, never an amount or a tier it is on.
 */
export class PaidPlans {
  constructor(private readonly deps: PaidPlansDeps) {}

  get takesPayments(): boolean {
    return this.deps.payments !== null || this.deps.planBilling !== null;
  }

  /** The countries the tax table lists, in order. */
  get taxCountries(): string[] {
    return Object.keys(this.deps.taxRates).sort();
  }

  /** The currency plans are charged in here. */
  get currency(): PlanCurrency {
    return this.deps.currency;
  }

  /** Starts a checkout for a plan: the provider saves the card and takes what is due now (nothing during a trial). */
  async subscribe(userId: string, request: { tier: PaidTier; period: BillingPeriod; country?: string | undefined }, metadata: EventMetadata) {
    const payments = this.deps.planBilling ? null : this.#payments();
    const checkoutId = randomUUID();
    const taxCountry = request.country?.toUpperCase() ?? null;
    const { state } = await this.deps.subscriptions.execute(
      userId,
      {
        type: 'StartPlanCheckout',
        checkoutId,
        tier: request.tier,
        period: request.period,
        currency: this.deps.currency,
        taxCountry,
        taxRateBasisPoints: taxRateFor(this.deps.taxRates, taxCountry ?? undefined),
        asOf: this.deps.clock(),
      },
      metadata,
    );
    const checkout = state.checkouts.get(checkoutId)!;
    if (this.deps.planBilling) {
      const plan = providerPlanPrice(checkout.tier, checkout.period, checkout.taxRateBasisPoints, checkout.currency);
      const trialEndsAt = checkout.dueNow === 0 && state.trial ? state.trial.endsAt : null;
      const session = await this.deps.planBilling.startPlanCheckout({
        reference: providerReference({ kind: 'plan', userId, id: checkoutId }),
        plan,
        trialEndsAt,
        successPath: `/billing?checkout=${checkoutId}`,
        cancelPath: '/billing?checkout=cancelled',
      });
      return { checkoutId, checkoutUrl: session.checkoutUrl, dueNow: checkout.dueNow, currency: checkout.currency };
    }
    const session = await payments!.startSavedMethodCheckout({
      reference: providerReference({ kind: 'plan', userId, id: checkoutId }),
      customerReference: userId,
      description: `Pathwise ${planNames[request.tier]} (${request.period})`,
      amount: checkout.dueNow,
      currency: checkout.currency,
      successPath: `/billing?checkout=${checkoutId}`,
      cancelPath: '/billing?checkout=cancelled',
    });
    return { checkoutId, checkoutUrl: session.checkoutUrl, dueNow: checkout.dueNow, currency: checkout.currency };
  }

  /**
   * The provider's verified notification of a completed checkout that saved a card: a plan checkout starts the
   * subscription, a card change replaces its card. A redelivery changes nothing.
   */
  async completeCheckout(event: SavedMethodEvent & { readonly subscriptionId?: string }): Promise<{ changed: boolean }> {
    const reference = parseProviderReference(event.reference);
    if (!reference) return { changed: false };
    if (reference.kind === 'card') return this.recordPaymentMethod(reference, event);
    const { changed } = await this.deps.subscriptions.execute(
      reference.userId,
      {
        type: 'CompletePlanCheckout',
        checkoutId: reference.id,
        providerEventId: event.id,
        providerCustomerId: event.customerId,
        paymentMethod: event.paymentMethod,
        paymentId: event.paymentId,
        ...(event.subscriptionId && { providerSubscriptionId: event.subscriptionId }),
        asOf: this.deps.clock(),
      },
      { actor: { kind: 'system', id: 'payment-provider' } },
    );
    return { changed };
  }

  /**
   * Moves to another plan or period. A bigger plan starts at once and its proration is charged to the saved card
   * first; a refused charge is recorded as a failed invoice and answered as such, the plan unchanged.
   */
  async changePlan(userId: string, tier: PaidTier, period: BillingPeriod, metadata: EventMetadata): Promise<PlanSubscriptionState> {
    const asOf = this.deps.clock();
    const { state } = await this.deps.subscriptions.load(userId);
    const change = planChange(state, tier, period, asOf);
    const providerRun = this.#providerRun(state);
    if (providerRun) return this.#changeProviderPlan(userId, { tier, period, change, asOf }, providerRun, metadata);
    let outcome: ChargeOutcome | null = null;
    if (change.upgrade && change.upgrade.total > 0) {
      const subscription = state.subscription!;
      outcome = await this.#payments().chargeSavedMethod({
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.paymentMethod.id,
        amount: change.upgrade.total,
        currency: subscription.currency,
        description: `Pathwise ${planNames[tier]}: the rest of the period`,
        idempotencyKey: change.upgrade.chargeKey,
      });
    }
    const result = await this.deps.subscriptions.execute(userId, { type: 'ChangePlan', tier, period, change, outcome, asOf }, metadata);
    if (outcome?.kind === 'failed') throw upgradePaymentFailed();
    return result.state;
  }

  /**
   * Starts replacing the subscription's card: the provider's own page saves the new one and charges nothing (the test
   * provider's checkout, or Stripe Checkout in setup mode). The card changes only when the provider's verified
   * notification arrives (`recordPaymentMethod`), never on the subscriber's return.
   */
  async startPaymentMethodChange(userId: string): Promise<{ changeId: string; checkoutUrl: string }> {
    const { state } = await this.deps.subscriptions.load(userId);
    const subscription = runningSubscription(state);
    if (!subscription) throw noSubscription();
    const changeId = randomUUID();
    const reference = providerReference({ kind: 'card', userId, id: changeId });
    const successPath = `/billing?card=${changeId}`;
    const cancelPath = '/billing?card=cancelled';
    const providerRun = this.#providerRun(state);
    const session = providerRun
      ? await providerRun.billing.startPaymentMethodUpdate({ reference, customerId: subscription.providerCustomerId, currency: subscription.currency, successPath, cancelPath })
      : await this.#payments().startSavedMethodCheckout({
          reference,
          customerReference: userId,
          description: 'Pathwise: the card your subscription is charged to',
          amount: 0,
          currency: subscription.currency,
          successPath,
          cancelPath,
        });
    return { changeId, checkoutUrl: session.checkoutUrl };
  }

  /**
   * Records the card the provider saved for a card change. With a subscription the provider runs, the provider is
   * told first to charge it from now on, so that what /billing shows is what the next renewal charges; a redelivery
   * tells it again harmlessly and records nothing.
   */
  async recordPaymentMethod(reference: ProviderReference, event: { readonly id: string; readonly paymentMethod: SavedMethodEvent['paymentMethod'] }): Promise<{ changed: boolean }> {
    const { state } = await this.deps.subscriptions.load(reference.userId);
    const providerRun = this.#providerRun(state);
    if (providerRun) {
      await providerRun.billing.useForRenewals({ subscriptionId: providerRun.subscriptionId, customerId: providerRun.subscription.providerCustomerId, paymentMethodId: event.paymentMethod.id });
    }
    const { changed } = await this.deps.subscriptions.execute(
      reference.userId,
      { type: 'ChangePaymentMethod', changeId: reference.id, providerEventId: event.id, paymentMethod: event.paymentMethod, asOf: this.deps.clock() },
      { actor: { kind: 'system', id: 'payment-provider' } },
    );
    return { changed };
  }

  async cancel(userId: string, metadata: EventMetadata): Promise<PlanSubscriptionState> {
    const { state } = await this.deps.subscriptions.load(userId);
    const providerRun = this.#providerRun(state);
    // The provider is told first: a cancellation it did not take must not be shown as done.
    if (providerRun && !providerRun.subscription.cancelAt) await providerRun.billing.setCancelAtPeriodEnd(providerRun.subscriptionId, true);
    return (await this.deps.subscriptions.execute(userId, { type: 'CancelSubscription', asOf: this.deps.clock() }, metadata)).state;
  }

  async resume(userId: string, metadata: EventMetadata): Promise<PlanSubscriptionState> {
    const { state } = await this.deps.subscriptions.load(userId);
    const providerRun = this.#providerRun(state);
    if (providerRun?.subscription.cancelAt) await providerRun.billing.setCancelAtPeriodEnd(providerRun.subscriptionId, false);
    return (await this.deps.subscriptions.execute(userId, { type: 'ResumeSubscription', asOf: this.deps.clock() }, metadata)).state;
  }

  /** The running subscription when the provider runs it (Stripe Billing), with what to reach it by. */
  #providerRun(state: PlanSubscriptionState): ProviderRun | null {
    const subscription = runningSubscription(state);
    if (!subscription?.providerSubscriptionId || !this.deps.planBilling) return null;
    return { subscription, subscriptionId: subscription.providerSubscriptionId, billing: this.deps.planBilling };
  }

  /**
   * A change of a subscription the provider runs: an upgrade's proration is charged and the plan switched there
   * first; then the change is recorded; then the provider is told what to bill from the period's end (the pending
   * change the stream now holds, or none), so a retry of a half-done change completes it.
   */
  async #changeProviderPlan(
    userId: string,
    request: { tier: PaidTier; period: BillingPeriod; change: ReturnType<typeof planChange>; asOf: Date },
    run: ProviderRun,
    metadata: EventMetadata,
  ): Promise<PlanSubscriptionState> {
    const { tier, period, change, asOf } = request;
    const { subscription } = run;
    let outcome: ChargeOutcome | null = null;
    if (change.upgrade) {
      const { upgrade } = change;
      outcome = await run.billing.upgradeNow({
        subscriptionId: run.subscriptionId,
        customerId: subscription.providerCustomerId,
        paymentMethodId: subscription.paymentMethod.id,
        plan: providerPlanPrice(upgrade.to, subscription.period, subscription.taxRateBasisPoints, subscription.currency),
        proration:
          upgrade.total > 0 ? { amount: upgrade.total, description: `Pathwise ${planNames[tier]}: the rest of the period`, idempotencyKey: upgrade.chargeKey } : null,
      });
    }
    const charged = change.upgrade && change.upgrade.total > 0 ? outcome : null;
    const result = await this.deps.subscriptions.execute(userId, { type: 'ChangePlan', tier, period, change, outcome: charged, asOf }, metadata);
    if (outcome?.kind === 'failed') throw upgradePaymentFailed();
    const pending = result.state.subscription?.pendingChange ?? null;
    await run.billing.scheduleChange(
      run.subscriptionId,
      pending && providerPlanPrice(pending.tier, pending.period, subscription.taxRateBasisPoints, subscription.currency),
    );
    return result.state;
  }

  #payments(): SavedMethodPayments {
    if (!this.deps.payments) throw new Error('No payment provider takes payments on this server.');
    return this.deps.payments;
  }
}

interface ProviderRun {
  readonly subscription: Subscription;
  readonly subscriptionId: string;
  readonly billing: ProviderPlanBilling;
}

/** A plan as the provider bills it each period: the server's price and tax, together. */
export const providerPlanPrice = (tier: PaidTier, period: BillingPeriod, taxRateBasisPoints: number, currency: PlanCurrency): ProviderPlanPrice => {
  const subtotal = planPrice(tier, period);
  return { tier, period, currency, amountPerPeriod: subtotal + taxOn(subtotal, taxRateBasisPoints), name: `Pathwise ${planNames[tier]} (${period})` };
};
