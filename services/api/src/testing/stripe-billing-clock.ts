import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { CheckoutSessionRecord } from './stripe-checkout-server.js';

type LocalstripeCall = (path: string, fields: Record<string, string> | null) => Promise<Record<string, unknown>>;

/** A subscription as Stripe's clock sees it: the period running, and the renewal invoice being retried, if any. */
interface TrackedSubscription {
  readonly customer: string;
  readonly interval: 'month' | 'year';
  readonly metadata: Record<string, string>;
  periodStart: number;
  periodEnd: number;
  open: { readonly invoiceId: string; attempts: number } | null;
}

/** A subscription schedule as Stripe's reference shapes it, with as much of it as a plan change at a period's end uses. */
interface ScheduleRecord {
  id: string;
  object: 'subscription_schedule';
  subscription: string;
  status: 'active' | 'released';
  end_behavior: string;
  current_phase: { start_date: number; end_date: number } | null;
  phases: { start_date: number; end_date: number | null; items: { price: string; quantity: number }[] }[];
}

const DAY_SECONDS = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const nested = (form: URLSearchParams, prefix: string): Record<string, string> =>
  Object.fromEntries([...form].filter(([key]) => key.startsWith(`${prefix}[`)).map(([key, value]) => [key.slice(prefix.length + 1, -1), value]));
const after = (moment: number, interval: 'month' | 'year') => {
  const date = new Date(moment * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
};

/**
 * Stripe Billing where localstripe stops: Checkout Sessions in `subscription` mode (the subscription is created in
 * localstripe, on the card paid with, with the session's trial and metadata) and Stripe's clock, which localstripe does
 * not run: at a period's end the renewal invoice is created and charged in localstripe, a failed one retried on the
 * account's retry schedule (days 1, 3 and 7 after the due date), and the notification Stripe would send about it is
 * returned in the shapes of Stripe's API reference (an invoice's subscription under `parent.subscription_details`).
 * Setup-mode sessions save another card for a customer through a SetupIntent, and a subscription keeps its own default
 * payment method, charged before the customer's as Stripe does.
 */
export class StripeBillingClock {
  readonly #pending = new Map<string, { price: string; trialEnd: number | null; metadata: Record<string, string> }>();
  readonly #subscriptions = new Map<string, TrackedSubscription>();
  readonly #schedules = new Map<string, ScheduleRecord>();
  /** Each subscription's own default payment method, which localstripe does not keep: Stripe charges it before the customer's. */
  readonly #defaultMethods = new Map<string, string>();

  constructor(
    private readonly deps: {
      readonly localstripe: LocalstripeCall;
      /** localstripe's origin and key, for the one call the form helper does not make (DELETE). */
      readonly url: string;
      readonly key: string;
      readonly eventOf: (type: string, object: unknown) => Stripe.Event;
    },
    private readonly retryDays: readonly number[] = [1, 3, 7],
  ) {}

  /** A subscription-mode session: its plan is looked up (a plan id is accepted as a price), nothing charged yet. */
  async subscriptionSession(form: URLSearchParams, session: CheckoutSessionRecord): Promise<CheckoutSessionRecord> {
    const price = form.get('line_items[0][price]') ?? '';
    const plan = await this.deps.localstripe(`/v1/plans/${encodeURIComponent(price)}`, null);
    const trialEnd = form.get('subscription_data[trial_end]');
    this.#pending.set(session.id, { price, trialEnd: trialEnd ? Number(trialEnd) : null, metadata: nested(form, 'subscription_data[metadata]') });
    return Object.assign(session, { amount_total: trialEnd ? 0 : Number(plan['amount']), currency: String(plan['currency']), customer: null, subscription: null, invoice: null });
  }

  /** The buyer completes the session: customer, card and subscription in localstripe; Stripe's completion event. */
  async subscribe(session: CheckoutSessionRecord, cardNumber: string): Promise<Stripe.Event> {
    const pending = this.#pending.get(session.id);
    if (!pending) throw new Error(`No subscription session ${session.id}`);
    const customer = String((await this.deps.localstripe('/v1/customers', { description: session.client_reference_id ?? 'checkout' }))['id']);
    const method = String(
      (await this.deps.localstripe('/v1/payment_methods', { type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' }))['id'],
    );
    await this.deps.localstripe(`/v1/payment_methods/${method}/attach`, { customer });
    await this.deps.localstripe(`/v1/customers/${customer}`, { 'invoice_settings[default_payment_method]': method });
    const metadata = Object.fromEntries(Object.entries(pending.metadata).map(([key, value]) => [`metadata[${key}]`, value]));
    const subscription = await this.deps.localstripe('/v1/subscriptions', {
      customer,
      'items[0][plan]': pending.price,
      ...(pending.trialEnd && { trial_end: String(pending.trialEnd) }),
      ...metadata,
    });
    const plan = await this.deps.localstripe(`/v1/plans/${encodeURIComponent(pending.price)}`, null);
    const interval = plan['interval'] === 'year' ? 'year' : 'month';
    const start = now();
    const periodEnd = pending.trialEnd ?? after(start, interval);
    const id = String(subscription['id']);
    this.#subscriptions.set(id, { customer, interval, metadata: pending.metadata, periodStart: start, periodEnd, open: null });
    const latestInvoice = subscription['latest_invoice'];
    Object.assign(session, {
      status: 'complete',
      payment_status: pending.trialEnd ? 'no_payment_required' : 'paid',
      customer,
      subscription: id,
      invoice: typeof latestInvoice === 'string' ? latestInvoice : ((latestInvoice as { id?: string } | null)?.id ?? null),
    });
    return this.deps.eventOf('checkout.session.completed', { ...session });
  }

  /** A setup-mode session (a card saved for the customer, nothing charged): what Stripe's reference shows of one. */
  setupSession(form: URLSearchParams, session: CheckoutSessionRecord): CheckoutSessionRecord {
    return Object.assign(session, { amount_total: null, currency: form.get('currency'), customer: form.get('customer'), setup_intent: null, payment_status: 'no_payment_required' });
  }

  /**
   * The subscriber saves a card on a setup-mode session's page: the card is made, attached to the customer and set up
   * off session in localstripe through a SetupIntent, as Stripe's page does, and Stripe's completion event is returned.
   */
  async saveCard(session: CheckoutSessionRecord, cardNumber: string): Promise<Stripe.Event> {
    const customer = (session as CheckoutSessionRecord & { customer: string | null }).customer;
    if (!customer) throw new Error(`Setup session ${session.id} names no customer`);
    const method = String(
      (await this.deps.localstripe('/v1/payment_methods', { type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' }))['id'],
    );
    await this.deps.localstripe(`/v1/payment_methods/${method}/attach`, { customer });
    const intent = String((await this.deps.localstripe('/v1/setup_intents', { customer, ...Object.fromEntries(Object.entries(session.metadata).map(([key, value]) => [`metadata[${key}]`, value])) }))['id']);
    const confirmed = await this.deps.localstripe(`/v1/setup_intents/${intent}/confirm`, { payment_method: method });
    if (confirmed['status'] !== 'succeeded') throw new Error(`Stripe's setup page would not take card ${cardNumber}: ${String(confirmed['status'])}`);
    Object.assign(session, { status: 'complete', setup_intent: intent });
    return this.deps.eventOf('checkout.session.completed', { ...session });
  }

  /** A subscription's own default payment method set (which localstripe refuses): kept here, and the rest of the update passed on. */
  async setDefaultPaymentMethod(subscriptionId: string, form: URLSearchParams): Promise<Record<string, unknown>> {
    this.#defaultMethods.set(subscriptionId, form.get('default_payment_method') ?? '');
    const rest = Object.fromEntries([...form].filter(([key]) => key !== 'default_payment_method'));
    const subscription = await this.deps.localstripe(`/v1/subscriptions/${subscriptionId}`, Object.keys(rest).length > 0 ? rest : null);
    return { ...subscription, default_payment_method: this.#defaultMethods.get(subscriptionId) ?? null };
  }

  /**
   * Subscription schedules, which localstripe lacks: made from a subscription, their phases replaced, released; and a
   * subscription read with the schedule that manages it. Null for any other call.
   */
  async answerSchedules(method: string, path: string, form: URLSearchParams): Promise<{ status: number; body: unknown } | null> {
    if (method === 'POST' && path === '/v1/subscription_schedules') return { status: 200, body: await this.#scheduleFrom(form.get('from_subscription') ?? '') };
    const subscription = /^\/v1\/subscriptions\/(sub_[^/]+)$/.exec(path);
    if (method === 'GET' && subscription) {
      const body = await this.deps.localstripe(path, null);
      return { status: 200, body: { ...body, schedule: this.#scheduleOf(subscription[1]!)?.id ?? null, default_payment_method: this.#defaultMethods.get(subscription[1]!) ?? null } };
    }
    const schedulePath = /^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/.exec(path);
    const schedule = schedulePath && this.#schedules.get(schedulePath[1]!);
    if (!schedulePath) return null;
    if (!schedule) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription_schedule: '${schedulePath[1]}'` } } };
    if (method === 'POST' && schedulePath[2]) schedule.status = 'released';
    else if (method === 'POST') {
      schedule.end_behavior = form.get('end_behavior') ?? schedule.end_behavior;
      const phases = new Set([...form.keys()].map((key) => /^phases\[(\d+)\]/.exec(key)?.[1]).filter((index) => index !== undefined));
      schedule.phases = [...phases].map((index) => ({
        start_date: Number(form.get(`phases[${index}][start_date]`) ?? schedule.phases.at(-1)?.end_date ?? now()),
        end_date: form.get(`phases[${index}][end_date]`) ? Number(form.get(`phases[${index}][end_date]`)) : null,
        items: [{ price: form.get(`phases[${index}][items][0][price]`) ?? '', quantity: Number(form.get(`phases[${index}][items][0][quantity]`) ?? 1) }],
      }));
    }
    return { status: 200, body: schedule };
  }

  async #scheduleFrom(subscriptionId: string): Promise<ScheduleRecord> {
    const tracked = this.#tracked(subscriptionId);
    const subscription = await this.deps.localstripe(`/v1/subscriptions/${subscriptionId}`, null);
    const price = String((subscription['items'] as { data: { plan: { id: string } }[] }).data[0]!.plan.id);
    const schedule: ScheduleRecord = {
      id: `sub_sched_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      object: 'subscription_schedule',
      subscription: subscriptionId,
      status: 'active',
      end_behavior: 'release',
      current_phase: { start_date: tracked.periodStart, end_date: tracked.periodEnd },
      phases: [{ start_date: tracked.periodStart, end_date: tracked.periodEnd, items: [{ price, quantity: 1 }] }],
    };
    this.#schedules.set(schedule.id, schedule);
    return schedule;
  }

  #scheduleOf(subscriptionId: string): ScheduleRecord | null {
    return [...this.#schedules.values()].find((schedule) => schedule.subscription === subscriptionId && schedule.status === 'active') ?? null;
  }

  /** The period is over: its renewal invoice is charged, or retried when an earlier charge of it failed. */
  async chargeRenewal(subscriptionId: string): Promise<Stripe.Event> {
    const tracked = this.#tracked(subscriptionId);
    const schedule = this.#scheduleOf(subscriptionId);
    const next = schedule?.phases.find((phase) => phase.start_date >= tracked.periodEnd - DAY_SECONDS);
    if (schedule && next && !tracked.open) {
      // The schedule's next phase begins: the subscription moves to its plan, and a released schedule lets it go.
      const form = new URLSearchParams({ 'items[0][id]': await this.#itemOf(subscriptionId), 'items[0][plan]': next.items[0]!.price, proration_behavior: 'none' });
      await this.updateWithoutProration(subscriptionId, form);
      if (schedule.end_behavior === 'release') schedule.status = 'released';
    }
    if (!tracked.open) {
      const created = await this.deps.localstripe('/v1/invoices', { customer: tracked.customer, subscription: subscriptionId });
      tracked.open = { invoiceId: String(created['id']), attempts: 0 };
    }
    const open = tracked.open;
    open.attempts += 1;
    // Stripe charges the subscription's own default payment method first; localstripe pays an invoice with the customer's.
    const ownDefault = this.#defaultMethods.get(subscriptionId);
    if (ownDefault) await this.deps.localstripe(`/v1/customers/${tracked.customer}`, { 'invoice_settings[default_payment_method]': ownDefault });
    await this.deps.localstripe(`/v1/invoices/${open.invoiceId}/pay`, {});
    const invoice = await this.deps.localstripe(`/v1/invoices/${open.invoiceId}`, null);
    const paid = invoice['status'] === 'paid';
    const period = { start: tracked.periodEnd, end: after(tracked.periodEnd, tracked.interval) };
    const retryDay = this.retryDays[open.attempts - 1];
    const shaped = {
      id: open.invoiceId,
      object: 'invoice',
      customer: tracked.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: 'subscription_cycle',
      collection_method: 'charge_automatically',
      attempted: true,
      attempt_count: open.attempts,
      next_payment_attempt: paid || retryDay === undefined ? null : tracked.periodEnd + retryDay * DAY_SECONDS,
      amount_due: Number(invoice['amount_due']),
      amount_paid: paid ? Number(invoice['amount_due']) : 0,
      amount_remaining: paid ? 0 : Number(invoice['amount_due']),
      currency: String(invoice['currency']),
      created: now(),
      livemode: false,
      metadata: {},
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${open.invoiceId}/lines`,
        data: [
          {
            id: `il_${open.invoiceId.slice(3)}`,
            object: 'line_item',
            amount: Number(invoice['amount_due']),
            currency: String(invoice['currency']),
            period,
            quantity: 1,
            metadata: {},
            parent: { type: 'subscription_item_details', subscription_item_details: { subscription: subscriptionId, proration: false } },
          },
        ],
      },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: tracked.metadata } },
    };
    if (paid) Object.assign(tracked, { periodStart: period.start, periodEnd: period.end, open: null });
    return this.deps.eventOf(paid ? 'invoice.paid' : 'invoice.payment_failed', shaped);
  }

  /**
   * A subscription's plan changed with `proration_behavior: none`, which localstripe does not know: the change is made
   * without it, and the credit for unused time localstripe then leaves pending is taken back, as Stripe makes none.
   */
  async updateWithoutProration(subscriptionId: string, form: URLSearchParams): Promise<Record<string, unknown>> {
    const fields = Object.fromEntries([...form].filter(([key]) => key !== 'proration_behavior'));
    const updated = await this.deps.localstripe(`/v1/subscriptions/${subscriptionId}`, fields);
    const pending = (await this.deps.localstripe(`/v1/invoiceitems?customer=${String(updated['customer'])}`, null))['data'] as Record<string, unknown>[];
    for (const item of pending.filter((candidate) => candidate['proration'] === true && !candidate['invoice'])) {
      await this.#remove(`/v1/invoiceitems/${String(item['id'])}`);
    }
    return updated;
  }

  /** Stripe cancels the subscription (after the last retry, as the account's retry settings say): its event. */
  async endSubscription(subscriptionId: string): Promise<Stripe.Event> {
    const tracked = this.#tracked(subscriptionId);
    const subscription = await this.#remove(`/v1/subscriptions/${subscriptionId}`);
    return this.deps.eventOf('customer.subscription.deleted', { ...subscription, metadata: tracked.metadata, status: 'canceled', cancel_at_period_end: false });
  }

  async #itemOf(subscriptionId: string): Promise<string> {
    const subscription = await this.deps.localstripe(`/v1/subscriptions/${subscriptionId}`, null);
    return String((subscription['items'] as { data: { id: string }[] }).data[0]!.id);
  }

  async #remove(path: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.deps.url}${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${this.deps.key}` } });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`localstripe DELETE ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  }

  #tracked(subscriptionId: string): TrackedSubscription {
    const tracked = this.#subscriptions.get(subscriptionId);
    if (!tracked) throw new Error(`No subscription ${subscriptionId} started through a checkout here`);
    return tracked;
  }
}
