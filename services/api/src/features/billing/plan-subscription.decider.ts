import { planOf } from '@pathwise/contracts';
import {
  streamId,
  type BillingPeriod,
  type PaidTier,
  type PathwiseEvent,
  type PlanInvoiceLine,
  type SavedPaymentMethod,
  type SubscriptionTier,
  type TrialTier,
} from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { billingFieldProblem, checkoutNotFound, noSubscription, subscriptionNotChangeable } from './billing.errors.js';
import { invoice, nextInvoiceId } from './plan-invoice.decision.js';
import { periodEndFrom, planPrice, prorationAmount, renewalRetryAt, taxOn } from './plan-pricing.rules.js';
import { endProviderSubscription, recordProviderRenewal, type ProviderRenewal } from './provider-renewals.decisions.js';

export type PlanSubscriptionEvent = Extract<
  PathwiseEvent,
  {
    type:
      | 'TrialStarted'
      | 'TrialEndingReminded'
      | 'TrialEnded'
      | 'PlanCheckoutStarted'
      | 'PlanSubscriptionStarted'
      | 'PlanInvoiceIssued'
      | 'PlanSubscriptionRenewed'
      | 'PlanRenewalFailed'
      | 'PlanUpgraded'
      | 'PlanChangeScheduled'
      | 'PlanCancellationScheduled'
      | 'PlanSubscriptionResumed'
      | 'PlanPaymentMethodChanged'
      | 'PlanSubscriptionEnded';
  }
>;
export type Currency = Extract<PlanSubscriptionEvent, { type: 'PlanCheckoutStarted' }>['data']['currency'];

const DAY_MS = 86_400_000;
/** The trial-ending mail goes out this long before the end, so there is time to decide. */
export const TRIAL_REMINDER_BEFORE_MS = 3 * DAY_MS;

export interface Trial {
  readonly tier: TrialTier;
  readonly startedAt: Date;
  readonly endsAt: Date;
  readonly reminded: boolean;
  readonly ended: boolean;
}

export interface PlanCheckout {
  readonly checkoutId: string;
  readonly tier: PaidTier;
  readonly period: BillingPeriod;
  readonly currency: Currency;
  readonly taxCountry: string | null;
  readonly taxRateBasisPoints: number;
  readonly dueNow: number;
}

export interface Subscription {
  readonly tier: PaidTier;
  readonly period: BillingPeriod;
  readonly currency: Currency;
  readonly taxCountry: string | null;
  readonly taxRateBasisPoints: number;
  readonly paymentMethod: SavedPaymentMethod;
  /** The card change that saved `paymentMethod`; null for the card saved when subscribing. */
  readonly paymentMethodChangeId: string | null;
  readonly providerCustomerId: string;
  /** The provider's subscription when the provider runs the schedule (Stripe Billing); null when our job charges. */
  readonly providerSubscriptionId: string | null;
  /** `past_due` while a failed renewal is retried (the plan is kept); `ended` once it is over. */
  readonly status: 'active' | 'past_due' | 'ended';
  /** The current period: paid for, or the rest of a trial, which ends with the first payment. */
  readonly periodStart: Date;
  readonly periodEnd: Date;
  /** True until the first period is paid for (a subscription that converted a trial). */
  readonly firstPaymentDue: boolean;
  /** The plan and period the next renewal charges for, when they differ from today's (a downgrade, another period). */
  readonly pendingChange: { readonly tier: PaidTier; readonly period: BillingPeriod } | null;
  /** When the subscription ends, when a cancellation is pending. */
  readonly cancelAt: Date | null;
  /** Failed charges of the renewal due at `periodEnd`: 0 before any. */
  readonly failedAttempts: number;
  readonly nextRetryAt: Date | null;
}

export interface PlanSubscriptionState {
  readonly userId: string;
  /** The account's one trial, running or over; null until it starts one. */
  readonly trial: Trial | null;
  /** Checkouts started, by id, so the provider's notification is matched to what the server priced. */
  readonly checkouts: ReadonlyMap<string, PlanCheckout>;
  /** The paid subscription, running or over; null before the first. */
  readonly subscription: Subscription | null;
  /** Invoices issued so far: the next one's number follows. */
  readonly invoiceCount: number;
  /** The provider's events already recorded: a redelivery is recorded as nothing. */
  readonly providerEventIds: ReadonlySet<string>;
}

export const planSubscriptionStreamId = (userId: string) => streamId('billing', userId);

const initialPlanSubscriptionState = (userId: string): PlanSubscriptionState => ({
  userId,
  trial: null,
  checkouts: new Map(),
  subscription: null,
  invoiceCount: 0,
  providerEventIds: new Set(),
});

const withSubscription = (state: PlanSubscriptionState, change: (subscription: Subscription) => Partial<Subscription>): PlanSubscriptionState =>
  state.subscription ? { ...state, subscription: { ...state.subscription, ...change(state.subscription) } } : state;

function evolvePlanSubscription(state: PlanSubscriptionState, event: StoredEvent<PathwiseEvent> | PlanSubscriptionEvent): PlanSubscriptionState {
  switch (event.type) {
    case 'TrialStarted':
      return {
        ...state,
        trial: { tier: event.data.tier, startedAt: new Date(event.data.startedAt), endsAt: new Date(event.data.endsAt), reminded: false, ended: false },
      };
    case 'TrialEndingReminded':
      return state.trial ? { ...state, trial: { ...state.trial, reminded: true } } : state;
    case 'TrialEnded':
      return state.trial ? { ...state, trial: { ...state.trial, ended: true } } : state;
    case 'PlanCheckoutStarted': {
      const { checkoutId, tier, period, currency, taxCountry, taxRateBasisPoints, dueNow } = event.data;
      return { ...state, checkouts: new Map(state.checkouts).set(checkoutId, { checkoutId, tier, period, currency, taxCountry, taxRateBasisPoints, dueNow }) };
    }
    case 'PlanSubscriptionStarted': {
      const { data } = event;
      return {
        ...state,
        providerEventIds: new Set(state.providerEventIds).add(data.providerEventId),
        subscription: {
          tier: data.tier,
          period: data.period,
          currency: data.currency,
          taxCountry: data.taxCountry,
          taxRateBasisPoints: data.taxRateBasisPoints,
          paymentMethod: data.paymentMethod,
          paymentMethodChangeId: null,
          providerCustomerId: data.providerCustomerId,
          providerSubscriptionId: data.providerSubscriptionId ?? null,
          status: 'active',
          periodStart: new Date(data.periodStart),
          periodEnd: new Date(data.periodEnd),
          firstPaymentDue: data.convertsTrial,
          pendingChange: null,
          cancelAt: null,
          failedAttempts: 0,
          nextRetryAt: null,
        },
      };
    }
    case 'PlanInvoiceIssued':
      return { ...state, invoiceCount: state.invoiceCount + 1 };
    case 'PlanSubscriptionRenewed':
      return withSubscription(state, () => ({
        tier: event.data.tier,
        period: event.data.period,
        status: 'active',
        periodStart: new Date(event.data.periodStart),
        periodEnd: new Date(event.data.periodEnd),
        firstPaymentDue: false,
        pendingChange: null,
        failedAttempts: 0,
        nextRetryAt: null,
      }));
    case 'PlanRenewalFailed':
      return withSubscription(state, () => ({
        status: 'past_due',
        failedAttempts: event.data.attempt + 1,
        nextRetryAt: event.data.nextRetryAt ? new Date(event.data.nextRetryAt) : null,
      }));
    case 'PlanUpgraded':
      return withSubscription(state, (subscription) => ({
        tier: event.data.to,
        pendingChange: subscription.pendingChange && { ...subscription.pendingChange, tier: event.data.to },
      }));
    case 'PlanChangeScheduled':
      return withSubscription(state, (subscription) => ({
        pendingChange: subscription.tier === event.data.tier && subscription.period === event.data.period ? null : { tier: event.data.tier, period: event.data.period },
      }));
    case 'PlanCancellationScheduled':
      return withSubscription(state, () => ({ cancelAt: new Date(event.data.effectiveAt) }));
    case 'PlanSubscriptionResumed':
      return withSubscription(state, () => ({ cancelAt: null }));
    case 'PlanPaymentMethodChanged': {
      const changed = withSubscription(state, () => ({ paymentMethod: event.data.paymentMethod, paymentMethodChangeId: event.data.changeId }));
      return { ...changed, providerEventIds: new Set(state.providerEventIds).add(event.data.providerEventId) };
    }
    case 'PlanSubscriptionEnded':
      return withSubscription(state, () => ({ status: 'ended', cancelAt: null, nextRetryAt: null, pendingChange: null }));
    default:
      return state;
  }
}

/** A running subscription (active, or retrying a failed renewal); an ended one is history. */
export const runningSubscription = (state: PlanSubscriptionState): Subscription | null =>
  state.subscription && state.subscription.status !== 'ended' ? state.subscription : null;

/** What the next renewal charges, and when: the plan it renews into (a pending change applies), and its figures. */
export interface RenewalDue {
  /** When the renewal fell due: the end of the current period. */
  readonly dueAt: Date;
  /** 0 for the charge on the due date, then the retries. */
  readonly attempt: number;
  readonly tier: PaidTier;
  readonly period: BillingPeriod;
  readonly invoiceId: string;
  readonly lines: PlanInvoiceLine[];
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
  /** The provider's idempotency key of this charge: a re-run of the job charges nothing twice. */
  readonly chargeKey: string;
}

/** The renewal the subscription owes at `asOf`, or null when none is due (not yet, cancelled, ended, or retried already). */
export function renewalDue(state: PlanSubscriptionState, asOf: Date): RenewalDue | null {
  const subscription = runningSubscription(state);
  if (!subscription || subscription.cancelAt) return null;
  const dueAt = subscription.periodEnd;
  const chargeAt = subscription.status === 'past_due' ? subscription.nextRetryAt : dueAt;
  if (!chargeAt || asOf.getTime() < chargeAt.getTime()) return null;
  const { tier, period } = subscription.pendingChange ?? subscription;
  const periodEnd = periodEndFrom(dueAt, period);
  const subtotal = planPrice(tier, period);
  const tax = taxOn(subtotal, subscription.taxRateBasisPoints);
  const attempt = subscription.failedAttempts;
  return {
    dueAt,
    attempt,
    tier,
    period,
    invoiceId: nextInvoiceId(state),
    lines: [{ kind: 'plan', tier, period, fromTier: null, periodStart: dueAt.toISOString(), periodEnd: periodEnd.toISOString(), amount: subtotal }],
    subtotal,
    tax,
    total: subtotal + tax,
    chargeKey: `plan-renewal:${state.userId}:${dueAt.toISOString()}:${attempt}`,
  };
}

/** What moving to another plan or period does: at once for a bigger plan (prorated), at the period's end otherwise. */
export interface PlanChange {
  readonly upgrade: {
    readonly from: PaidTier;
    readonly to: PaidTier;
    readonly invoiceId: string;
    /** The difference for the rest of the period, before tax; 0 before the first payment (nothing was paid yet). */
    readonly prorated: number;
    readonly tax: number;
    readonly total: number;
    readonly lines: PlanInvoiceLine[];
    readonly chargeKey: string;
  } | null;
  /** The plan and period from the end of the period, when they differ from what the account has then. */
  readonly scheduled: { readonly tier: PaidTier; readonly period: BillingPeriod } | null;
}

const tierRank: Readonly<Record<PaidTier, number>> = { pro: 1, pro_plus: 2 };

export function planChange(state: PlanSubscriptionState, tier: PaidTier, period: BillingPeriod, asOf: Date): PlanChange {
  const subscription = runningSubscription(state);
  if (!subscription) throw noSubscription();
  if (subscription.status !== 'active' || subscription.cancelAt) throw subscriptionNotChangeable(subscription.cancelAt ? 'cancelling' : 'past_due');
  let upgrade: PlanChange['upgrade'] = null;
  if (tierRank[tier] > tierRank[subscription.tier]) {
    const prorated = subscription.firstPaymentDue
      ? 0
      : prorationAmount({
          fromPrice: planPrice(subscription.tier, subscription.period),
          toPrice: planPrice(tier, subscription.period),
          periodStart: subscription.periodStart,
          periodEnd: subscription.periodEnd,
          at: asOf,
        });
    const tax = taxOn(prorated, subscription.taxRateBasisPoints);
    const invoiceId = nextInvoiceId(state);
    upgrade = {
      from: subscription.tier,
      to: tier,
      invoiceId,
      prorated,
      tax,
      total: prorated + tax,
      lines: [
        {
          kind: 'proration',
          tier,
          period: subscription.period,
          fromTier: subscription.tier,
          periodStart: asOf.toISOString(),
          periodEnd: subscription.periodEnd.toISOString(),
          amount: prorated,
        },
      ],
      chargeKey: `plan-upgrade:${state.userId}:${invoiceId}`,
    };
  }
  // What the next renewal would charge for without this change (an upgrade carries a pending change to the new tier).
  const tierAfter = upgrade ? tier : subscription.tier;
  const pending = subscription.pendingChange;
  const next = pending ? { tier: upgrade ? tier : pending.tier, period: pending.period } : { tier: tierAfter, period: subscription.period };
  return { upgrade, scheduled: next.tier === tier && next.period === period ? null : { tier, period } };
}

/** A provider's answer to charging a saved payment method. */
export type ChargeOutcome = { readonly kind: 'succeeded'; readonly paymentId: string } | { readonly kind: 'failed'; readonly reason: string };

export type PlanSubscriptionCommand =
  /** `currentTier` is the account's plan as identity holds it now: a trial is for an account on the free plan. */
  | { readonly type: 'StartTrial'; readonly tier: TrialTier; readonly currentTier: SubscriptionTier; readonly asOf: Date }
  | { readonly type: 'RemindTrialEnding'; readonly asOf: Date }
  | { readonly type: 'EndTrial'; readonly asOf: Date }
  | {
      readonly type: 'StartPlanCheckout';
      readonly checkoutId: string;
      readonly tier: PaidTier;
      readonly period: BillingPeriod;
      readonly currency: Currency;
      readonly taxCountry: string | null;
      readonly taxRateBasisPoints: number;
      readonly asOf: Date;
    }
  | {
      /** The provider's verified notification that the checkout saved a payment method (and took the first payment). */
      readonly type: 'CompletePlanCheckout';
      readonly checkoutId: string;
      readonly providerEventId: string;
      readonly providerCustomerId: string;
      readonly paymentMethod: SavedPaymentMethod;
      readonly paymentId: string | null;
      /** The provider's own subscription, when it runs the schedule. */
      readonly providerSubscriptionId?: string;
      readonly asOf: Date;
    }
  /** The renewal `renewalDue` named, with what the provider answered to its charge. */
  | { readonly type: 'RecordRenewalCharge'; readonly due: RenewalDue; readonly outcome: ChargeOutcome; readonly asOf: Date }
  /** A renewal the provider charged on its own schedule (Stripe Billing), paid or failed, as its notification says. */
  | { readonly type: 'RecordProviderRenewal'; readonly renewal: ProviderRenewal; readonly asOf: Date }
  /** The provider ended the subscription it runs: after its last retry failed, or at the end of a cancelled period. */
  | { readonly type: 'EndProviderSubscription'; readonly asOf: Date }
  /** A move `planChange` described, with the provider's answer to the proration's charge when one was taken. */
  | { readonly type: 'ChangePlan'; readonly tier: PaidTier; readonly period: BillingPeriod; readonly change: PlanChange; readonly outcome: ChargeOutcome | null; readonly asOf: Date }
  /** The provider's verified notification that the subscriber saved another card for the subscription (its setup-mode checkout). */
  | {
      readonly type: 'ChangePaymentMethod';
      readonly changeId: string;
      readonly providerEventId: string;
      readonly paymentMethod: SavedPaymentMethod;
      readonly asOf: Date;
    }
  | { readonly type: 'CancelSubscription'; readonly asOf: Date }
  | { readonly type: 'ResumeSubscription'; readonly asOf: Date }
  /** Ends a cancelled subscription whose period is over. */
  | { readonly type: 'EndCancelledSubscription'; readonly asOf: Date };

export const TRIAL_USED = 'Each account has one free trial, and this one has had it.';

function decidePlanSubscription(command: PlanSubscriptionCommand, state: PlanSubscriptionState): PlanSubscriptionEvent[] {
  const { userId, trial } = state;
  switch (command.type) {
    case 'StartTrial': {
      // The same trial asked for twice (a double click, a retried request) is the trial already running.
      if (trial && !trial.ended && trial.tier === command.tier) return [];
      if (trial) throw DomainError.conflict(TRIAL_USED);
      if (command.currentTier !== 'free') {
        throw DomainError.conflict('A free trial is for an account on the free plan; this one is on a paid plan already.');
      }
      const endsAt = new Date(command.asOf.getTime() + planOf(command.tier).trialDays * DAY_MS);
      return [{ type: 'TrialStarted', data: { userId, tier: command.tier, startedAt: command.asOf.toISOString(), endsAt: endsAt.toISOString() } }];
    }
    case 'RemindTrialEnding':
      if (!trial || trial.ended || trial.reminded || command.asOf.getTime() < trial.endsAt.getTime() - TRIAL_REMINDER_BEFORE_MS) return [];
      return [{ type: 'TrialEndingReminded', data: { userId, tier: trial.tier, endsAt: trial.endsAt.toISOString() } }];
    case 'EndTrial': {
      if (!trial || trial.ended || command.asOf.getTime() < trial.endsAt.getTime()) return [];
      const outcome = runningSubscription(state) ? 'converted' : 'returned_to_free';
      return [{ type: 'TrialEnded', data: { userId, tier: trial.tier, endedAt: command.asOf.toISOString(), outcome } }];
    }
    case 'StartPlanCheckout':
      return startPlanCheckout(command, state);
    case 'CompletePlanCheckout':
      return completePlanCheckout(command, state);
    case 'RecordRenewalCharge':
      return recordRenewalCharge(command, state);
    case 'RecordProviderRenewal':
      return recordProviderRenewal(state, command.renewal, command.asOf);
    case 'EndProviderSubscription':
      return endProviderSubscription(state, command.asOf);
    case 'ChangePlan':
      return changePlan(command, state);
    case 'ChangePaymentMethod': {
      const subscription = runningSubscription(state);
      // A redelivery, the same card again, or a card saved after the subscription ended: nothing to change.
      if (!subscription || state.providerEventIds.has(command.providerEventId) || subscription.paymentMethod.id === command.paymentMethod.id) return [];
      const { changeId, providerEventId, paymentMethod } = command;
      return [{ type: 'PlanPaymentMethodChanged', data: { userId, changeId, providerEventId, paymentMethod, changedAt: command.asOf.toISOString() } }];
    }
    case 'CancelSubscription': {
      const subscription = runningSubscription(state);
      if (!subscription) throw noSubscription();
      if (subscription.cancelAt) return [];
      return [{ type: 'PlanCancellationScheduled', data: { userId, effectiveAt: subscription.periodEnd.toISOString(), scheduledAt: command.asOf.toISOString() } }];
    }
    case 'ResumeSubscription': {
      const subscription = runningSubscription(state);
      if (!subscription) throw noSubscription();
      if (!subscription.cancelAt) return [];
      return [{ type: 'PlanSubscriptionResumed', data: { userId, resumedAt: command.asOf.toISOString() } }];
    }
    case 'EndCancelledSubscription': {
      const subscription = runningSubscription(state);
      if (!subscription?.cancelAt || command.asOf.getTime() < subscription.cancelAt.getTime()) return [];
      return [{ type: 'PlanSubscriptionEnded', data: { userId, tier: subscription.tier, endedAt: command.asOf.toISOString(), reason: 'cancelled' } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown plan subscription command ${JSON.stringify(unknown)}`);
    }
  }
}

type Command<T extends PlanSubscriptionCommand['type']> = Extract<PlanSubscriptionCommand, { type: T }>;

function startPlanCheckout(command: Command<'StartPlanCheckout'>, state: PlanSubscriptionState): PlanSubscriptionEvent[] {
  if (state.checkouts.has(command.checkoutId)) return [];
  if (runningSubscription(state)) throw DomainError.conflict('This account has a subscription already: change its plan instead.', billingFieldProblem('#/body/tier', 'A subscription is running'));
  const trialRunning = state.trial !== null && !state.trial.ended;
  const subtotal = planPrice(command.tier, command.period);
  const dueNow = trialRunning ? 0 : subtotal + taxOn(subtotal, command.taxRateBasisPoints);
  const { checkoutId, tier, period, currency, taxCountry, taxRateBasisPoints } = command;
  return [
    {
      type: 'PlanCheckoutStarted',
      data: { userId: state.userId, checkoutId, tier, period, currency, taxCountry, taxRateBasisPoints, dueNow, startedAt: command.asOf.toISOString() },
    },
  ];
}

function completePlanCheckout(command: Command<'CompletePlanCheckout'>, state: PlanSubscriptionState): PlanSubscriptionEvent[] {
  // A redelivery, or a second checkout paid while the first already started the subscription, starts nothing.
  if (state.providerEventIds.has(command.providerEventId) || runningSubscription(state)) return [];
  const checkout = state.checkouts.get(command.checkoutId);
  if (!checkout) throw checkoutNotFound(command.checkoutId);
  const { userId, trial } = state;
  const convertsTrial = checkout.dueNow === 0;
  // During a trial the period runs to the trial's end, when the first payment is taken; otherwise it was paid now.
  const periodStart = command.asOf;
  const periodEnd = convertsTrial && trial ? trial.endsAt : periodEndFrom(command.asOf, checkout.period);
  const started: PlanSubscriptionEvent = {
    type: 'PlanSubscriptionStarted',
    data: {
      userId,
      checkoutId: checkout.checkoutId,
      providerEventId: command.providerEventId,
      providerCustomerId: command.providerCustomerId,
      ...(command.providerSubscriptionId && { providerSubscriptionId: command.providerSubscriptionId }),
      paymentMethod: command.paymentMethod,
      tier: checkout.tier,
      period: checkout.period,
      currency: checkout.currency,
      taxCountry: checkout.taxCountry,
      taxRateBasisPoints: checkout.taxRateBasisPoints,
      startedAt: command.asOf.toISOString(),
      periodStart: periodStart.toISOString(),
      periodEnd: periodEnd.toISOString(),
      convertsTrial,
    },
  };
  if (convertsTrial) return [started];
  const subtotal = planPrice(checkout.tier, checkout.period);
  const tax = taxOn(subtotal, checkout.taxRateBasisPoints);
  const line: PlanInvoiceLine = {
    kind: 'plan',
    tier: checkout.tier,
    period: checkout.period,
    fromTier: null,
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd.toISOString(),
    amount: subtotal,
  };
  return [started, invoice(state, { reason: 'first_payment', status: 'paid', asOf: command.asOf, lines: [line], subtotal, tax, paymentId: command.paymentId, failureReason: null, ...checkout, paymentMethod: command.paymentMethod })];
}

function recordRenewalCharge(command: Command<'RecordRenewalCharge'>, state: PlanSubscriptionState): PlanSubscriptionEvent[] {
  const due = renewalDue(state, command.asOf);
  const subscription = runningSubscription(state);
  // Decided already (another run of the job recorded this attempt), or no longer due: nothing to record.
  if (!due || !subscription || due.chargeKey !== command.due.chargeKey) return [];
  const { userId } = state;
  const paid = command.outcome.kind === 'succeeded';
  const issued = invoice(state, {
    reason: subscription.firstPaymentDue ? 'first_payment' : 'renewal',
    status: paid ? 'paid' : 'failed',
    asOf: command.asOf,
    lines: due.lines,
    subtotal: due.subtotal,
    tax: due.tax,
    currency: subscription.currency,
    taxCountry: subscription.taxCountry,
    taxRateBasisPoints: subscription.taxRateBasisPoints,
    paymentId: command.outcome.kind === 'succeeded' ? command.outcome.paymentId : null,
    paymentMethod: subscription.paymentMethod,
    failureReason: command.outcome.kind === 'failed' ? command.outcome.reason : null,
  });
  if (paid) {
    const periodEnd = periodEndFrom(due.dueAt, due.period);
    return [
      issued,
      {
        type: 'PlanSubscriptionRenewed',
        data: { userId, invoiceId: due.invoiceId, tier: due.tier, period: due.period, periodStart: due.dueAt.toISOString(), periodEnd: periodEnd.toISOString() },
      },
    ];
  }
  const nextRetryAt = renewalRetryAt(due.dueAt, due.attempt + 1);
  const failed: PlanSubscriptionEvent = {
    type: 'PlanRenewalFailed',
    data: { userId, invoiceId: due.invoiceId, dueAt: due.dueAt.toISOString(), attempt: due.attempt, nextRetryAt: nextRetryAt?.toISOString() ?? null },
  };
  if (nextRetryAt) return [issued, failed];
  return [issued, failed, { type: 'PlanSubscriptionEnded', data: { userId, tier: subscription.tier, endedAt: command.asOf.toISOString(), reason: 'payment_failed' } }];
}

function changePlan(command: Command<'ChangePlan'>, state: PlanSubscriptionState): PlanSubscriptionEvent[] {
  const subscription = runningSubscription(state);
  const change = planChange(state, command.tier, command.period, command.asOf);
  // Decided on another state than the handler saw (a race): refuse rather than record a charge for another change.
  if (JSON.stringify(change) !== JSON.stringify(command.change)) throw DomainError.conflict('The subscription changed meanwhile: try again.');
  const { userId } = state;
  const events: PlanSubscriptionEvent[] = [];
  if (change.upgrade && subscription) {
    const { upgrade } = change;
    const charged = upgrade.total > 0;
    if (charged) {
      if (!command.outcome) throw new Error('An upgrade with an amount due needs the outcome of its charge.');
      const paid = command.outcome.kind === 'succeeded';
      events.push(
        invoice(state, {
          reason: 'proration',
          status: paid ? 'paid' : 'failed',
          asOf: command.asOf,
          lines: upgrade.lines,
          subtotal: upgrade.prorated,
          tax: upgrade.tax,
          currency: subscription.currency,
          taxCountry: subscription.taxCountry,
          taxRateBasisPoints: subscription.taxRateBasisPoints,
          paymentId: command.outcome.kind === 'succeeded' ? command.outcome.paymentId : null,
          paymentMethod: subscription.paymentMethod,
          failureReason: command.outcome.kind === 'failed' ? command.outcome.reason : null,
        }),
      );
      // A refused charge is recorded as a failed invoice and changes nothing else.
      if (!paid) return events;
    }
    events.push({
      type: 'PlanUpgraded',
      data: { userId, invoiceId: charged ? upgrade.invoiceId : null, from: upgrade.from, to: upgrade.to, upgradedAt: command.asOf.toISOString() },
    });
  }
  if (change.scheduled && subscription) {
    events.push({ type: 'PlanChangeScheduled', data: { userId, ...change.scheduled, effectiveAt: subscription.periodEnd.toISOString() } });
  }
  return events;
}

/** An account's plan with Pathwise: its one free trial of a paid plan, and its paid subscription with its invoices. */
export const planSubscriptionDecider: Decider<PlanSubscriptionCommand, PlanSubscriptionState, PlanSubscriptionEvent, StoredEvent<PathwiseEvent> | PlanSubscriptionEvent> = {
  decide: decidePlanSubscription,
  evolve: evolvePlanSubscription,
  initialState: initialPlanSubscriptionState,
};

/** Whole days left of a running trial, counting a part day as one; 0 once it is over. */
export const trialDaysLeft = (trial: Trial, asOf: Date): number =>
  trial.ended ? 0 : Math.max(0, Math.ceil((trial.endsAt.getTime() - asOf.getTime()) / DAY_MS));
