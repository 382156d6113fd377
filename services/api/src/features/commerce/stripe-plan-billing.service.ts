import Stripe from 'stripe';
import { webhookRefused } from './commerce.errors.js';
import type { CheckoutSession, SavedMethod, SavedMethodChargeOutcome } from './payment-provider.js';
import type { PaymentMethodUpdateRequest, PlanBillingCheckoutRequest, PlanBillingEvent, ProviderPlanBilling, ProviderPlanPrice } from './provider-plan-billing.js';
import { clientOf, idOf, STRIPE_SIGNATURE_HEADER, type StripeSettings } from './stripe-payment-provider.service.js';

const intervalOf = (period: ProviderPlanPrice['period']) => (period === 'monthly' ? 'month' : 'year');
const dateOf = (unixSeconds: number) => new Date(unixSeconds * 1000);

/**
 * One Stripe plan per figure: the id names tier, period, currency and amount, so the same figure always finds the same
 * plan and a changed price or tax rate makes a new one, never rewriting what running subscriptions pay. Stripe takes a
 * plan's id wherever it takes a price's.
 */
export const stripePlanId = (plan: ProviderPlanPrice) => `pathwise_${plan.tier}_${plan.period}_${plan.currency.toLowerCase()}_${plan.amountPerPeriod}`;

/** Checkout refuses a trial that ends within 48 hours: a billing cycle anchored there charges nothing before it just as well. */
const TRIAL_END_MIN_AHEAD_MS = 48 * 3_600_000;

/** Nothing charged before the trial's end, and the first period from it. */
export const firstChargeAt = (trialEndsAt: Date, now: Date): Stripe.Checkout.SessionCreateParams.SubscriptionData => {
  const at = Math.floor(trialEndsAt.getTime() / 1000);
  return trialEndsAt.getTime() - now.getTime() >= TRIAL_END_MIN_AHEAD_MS ? { trial_end: at } : { billing_cycle_anchor: at, proration_behavior: 'none' };
};

const isStripeError = (error: unknown, code: string) => error instanceof Stripe.errors.StripeError && error.code === code;

/**
 * Plans through Stripe Billing: a Checkout Session in `subscription` mode starts a subscription Stripe runs, whose
 * invoices (paid, failed and retried on the account's retry schedule) and end come back as webhooks verified by the
 * official package; one in `setup` mode saves another card for it. Our plan checkout's reference rides on the session and in the subscription's metadata, which
 * Stripe copies onto each invoice, so every notification finds its account.
 */
export class StripePlanBilling implements ProviderPlanBilling {
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.#stripe = clientOf(settings);
  }

  async startPlanCheckout(request: PlanBillingCheckoutRequest): Promise<CheckoutSession> {
    const { reference, plan, trialEndsAt, successPath, cancelPath } = request;
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: reference,
        metadata: { reference },
        line_items: [{ price: await this.#planFor(plan), quantity: 1 }],
        subscription_data: { metadata: { reference }, ...(trialEndsAt && firstChargeAt(trialEndsAt, new Date())) },
        success_url: `${this.settings.publicUrl}${successPath}`,
        cancel_url: `${this.settings.publicUrl}${cancelPath}`,
      },
      { idempotencyKey: `plan-checkout-${reference}` },
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  async readPlanWebhook(rawBody: Buffer, signature: string | undefined): Promise<PlanBillingEvent | null> {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw webhookRefused(STRIPE_SIGNATURE_HEADER, error instanceof Error ? error.message : 'the signature does not match');
    }
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode === 'setup') return this.#savedCardOf(event.id, session);
        const reference = session.client_reference_id;
        const customerId = idOf(session.customer);
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || !reference || !customerId || !subscriptionId) return null;
        return {
          kind: 'checkout_completed',
          id: event.id,
          reference,
          customerId,
          subscriptionId,
          paymentMethod: await this.#paymentMethodOf(subscriptionId, customerId),
          paymentId: session.payment_status === 'paid' ? idOf(session.invoice) : null,
        };
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const reference = referenceOf(invoice);
        // The first invoice is the checkout's, recorded with it; upgrades' prorations are invoices of our own making.
        const line = invoice.lines.data[0];
        if (!reference || invoice.billing_reason !== 'subscription_cycle' || !line || !invoice.id) return null;
        return { kind: 'renewal_paid', id: event.id, reference, paymentId: invoice.id, periodStart: dateOf(line.period.start), periodEnd: dateOf(line.period.end) };
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const reference = referenceOf(invoice);
        const line = invoice.lines.data[0];
        if (!reference || invoice.billing_reason !== 'subscription_cycle' || !line) return null;
        return {
          kind: 'renewal_failed',
          id: event.id,
          reference,
          periodStart: dateOf(line.period.start),
          periodEnd: dateOf(line.period.end),
          attempt: Math.max(0, invoice.attempt_count - 1),
          nextAttemptAt: invoice.next_payment_attempt === null ? null : dateOf(invoice.next_payment_attempt),
          failureReason: 'payment_failed',
        };
      }
      case 'customer.subscription.updated': {
        const reference = event.data.object.metadata['reference'];
        return reference ? { kind: 'cancellation_changed', id: event.id, reference, cancelAtPeriodEnd: event.data.object.cancel_at_period_end } : null;
      }
      case 'customer.subscription.deleted': {
        const reference = event.data.object.metadata['reference'];
        return reference ? { kind: 'subscription_ended', id: event.id, reference } : null;
      }
      default:
        return null;
    }
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await this.#stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }

  /**
   * A Checkout Session in setup mode on the subscription's customer: Stripe's page takes the new card (and any
   * authentication it needs) and charges nothing. Our reference rides on the session, so its notification finds the
   * account. No idempotency key: each change is a session of its own, and an abandoned one costs nothing.
   */
  async startPaymentMethodUpdate(request: PaymentMethodUpdateRequest): Promise<CheckoutSession> {
    const { reference, customerId, currency, successPath, cancelPath } = request;
    const session = await this.#stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customerId,
      currency: currency.toLowerCase(),
      client_reference_id: reference,
      metadata: { reference },
      setup_intent_data: { metadata: { reference } },
      success_url: `${this.settings.publicUrl}${successPath}`,
      cancel_url: `${this.settings.publicUrl}${cancelPath}`,
    });
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  /**
   * The subscription's own default is what Stripe charges first (a subscription-mode checkout sets it); the customer's
   * invoice default is set too, for invoices outside the subscription and for a subscription without a default.
   */
  async useForRenewals(request: { subscriptionId: string; customerId: string; paymentMethodId: string }): Promise<void> {
    const { subscriptionId, customerId, paymentMethodId } = request;
    await this.#stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    await this.#stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
  }

  /** A setup-mode session completed: the card its setup intent saved. */
  async #savedCardOf(eventId: string, session: Stripe.Checkout.Session): Promise<PlanBillingEvent | null> {
    const reference = session.client_reference_id;
    const customerId = idOf(session.customer);
    const setupIntentId = idOf(session.setup_intent);
    if (!reference || !customerId || !setupIntentId) return null;
    const methodId = idOf((await this.#stripe.setupIntents.retrieve(setupIntentId)).payment_method);
    if (!methodId) return null;
    return { kind: 'payment_method_saved', id: eventId, reference, customerId, paymentMethod: await this.#savedMethod(methodId) };
  }

  async upgradeNow(request: Parameters<ProviderPlanBilling['upgradeNow']>[0]): Promise<SavedMethodChargeOutcome> {
    const { subscriptionId, customerId, paymentMethodId, plan, proration } = request;
    let paymentId = '';
    if (proration && proration.amount > 0) {
      // Our proration, not Stripe's: the amount the account was shown is the amount charged, to the subscription's card.
      try {
        const intent = await this.#stripe.paymentIntents.create(
          {
            customer: customerId,
            payment_method: paymentMethodId,
            amount: proration.amount,
            currency: plan.currency.toLowerCase(),
            // What it pays for goes in the metadata (shown in Stripe's dashboard): localstripe does not take `description`.
            metadata: { purpose: proration.description, subscription: subscriptionId },
            confirm: true,
            off_session: true,
          },
          { idempotencyKey: proration.idempotencyKey },
        );
        if (intent.status !== 'succeeded') return { kind: 'failed', reason: intent.last_payment_error?.decline_code ?? intent.status };
        paymentId = intent.id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { kind: 'failed', reason: error.decline_code ?? error.code ?? 'card_declined' };
        throw error;
      }
    }
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId);
    // A subscription a schedule manages is changed through it: the pending change is released, and billing sets it again.
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await this.#stripe.subscriptionSchedules.release(scheduleId);
    await this.#stripe.subscriptions.update(subscriptionId, {
      items: [{ id: subscription.items.data[0]!.id, plan: await this.#planFor(plan) }],
      proration_behavior: 'none',
    });
    return { kind: 'succeeded', paymentId: paymentId || subscriptionId };
  }

  async scheduleChange(subscriptionId: string, plan: ProviderPlanPrice | null): Promise<void> {
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId);
    const scheduleId = idOf(subscription.schedule);
    if (!plan) {
      if (scheduleId) await this.#stripe.subscriptionSchedules.release(scheduleId);
      return;
    }
    const planId = await this.#planFor(plan);
    const schedule = scheduleId
      ? await this.#stripe.subscriptionSchedules.retrieve(scheduleId)
      : await this.#stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
    const current = schedule.phases.find((phase) => phase.start_date === schedule.current_phase?.start_date) ?? schedule.phases[0]!;
    await this.#stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        {
          items: current.items.map((item) => ({ price: idOf(item.price)!, quantity: item.quantity ?? 1 })),
          start_date: current.start_date,
          end_date: current.end_date,
          proration_behavior: 'none',
        },
        { items: [{ price: planId, quantity: 1 }], duration: { interval: intervalOf(plan.period), interval_count: 1 }, proration_behavior: 'none' },
      ],
    });
  }

  /** The Stripe plan for these figures, made the first time they are asked for. */
  async #planFor(plan: ProviderPlanPrice): Promise<string> {
    const id = stripePlanId(plan);
    try {
      await this.#stripe.plans.retrieve(id);
      return id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.statusCode !== 404) throw error;
    }
    try {
      await this.#stripe.plans.create({ id, amount: plan.amountPerPeriod, currency: plan.currency.toLowerCase(), interval: intervalOf(plan.period), product: { name: plan.name } });
    } catch (error) {
      // Made meanwhile by another request: the same figures, so the same plan.
      if (!isStripeError(error, 'resource_already_exists')) throw error;
    }
    return id;
  }

  /** The card the subscription is charged to: its own default, or else the customer's. */
  async #paymentMethodOf(subscriptionId: string, customerId: string): Promise<SavedMethod> {
    const subscription = await this.#stripe.subscriptions.retrieve(subscriptionId);
    let methodId = idOf(subscription.default_payment_method);
    if (!methodId) {
      const customer = await this.#stripe.customers.retrieve(customerId);
      methodId = customer.deleted ? null : idOf(customer.invoice_settings.default_payment_method);
    }
    if (!methodId) throw new Error(`Stripe subscription ${subscriptionId} has no payment method`);
    return this.#savedMethod(methodId);
  }

  async #savedMethod(methodId: string): Promise<SavedMethod> {
    const method = await this.#stripe.paymentMethods.retrieve(methodId);
    return { id: method.id, brand: method.card?.brand ?? method.type, last4: method.card?.last4 ?? '0000' };
  }
}

/** Our plan checkout's reference, as the subscription's metadata carried it onto the invoice. */
const referenceOf = (invoice: Stripe.Invoice): string | null => invoice.parent?.subscription_details?.metadata?.['reference'] ?? null;
