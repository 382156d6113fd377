import {
  BillingResponse,
  ChangePlanRequest,
  InvoiceParams,
  InvoicesResponse,
  PaymentMethodChangeResponse,
  StartTrialRequest,
  SubscribeRequest,
  SubscribeResponse,
  SubscriptionActionRequest,
} from '@pathwise/contracts';
import type { PaidTier, SubscriptionTier } from '@pathwise/event-schemas';
import type { Database, EventMetadata } from '@pathwise/event-store';
import { planInvoice, planInvoicesOf, planInvoicesProjection } from '@pathwise/projections';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { HttpError } from '../../http/http-errors.js';
import type { RequestContext } from '../../http/request-context.js';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { Accounts } from '../identity/index.js';
import { invoiceNotFound } from './billing.errors.js';
import { billingView, invoiceView } from './billing.views.js';
import { renderReceipt } from './invoice-receipts.service.js';
import type { PaidPlans } from './paid-plans.commands.js';
import type { PlanSubscriptionState } from './plan-subscription.decider.js';
import type { PlanSubscriptions } from './plan-subscriptions.commands.js';

/** How long a change of plan waits for the account to be on its new plan before answering anyway. */
const TIER_WAIT_MS = 3_000;
const POLL_MS = 25;

export interface BillingRouteDeps {
  readonly subscriptions: PlanSubscriptions;
  readonly paidPlans: PaidPlans;
  readonly accounts: Accounts;
  readonly database: Database;
  readonly clock: () => Date;
  readonly sellerOfRecord: string;
}

const tags = ['billing'];

const origin = (context: RequestContext): EventMetadata => ({ correlationId: context.requestId, actor: { kind: 'user', id: context.actor!.userId } });

/** The signed-in account's plan with Pathwise (/billing): its trial, its subscription and their changes, its invoices. */
export function billingRoutes(deps: BillingRouteDeps): RouteDefinition[] {
  const tierOf = async (userId: string) => (await deps.accounts.load(userId)).state.tier;
  const view = (tier: SubscriptionTier, state: PlanSubscriptionState) => billingView(tier, state, deps.clock(), { available: deps.paidPlans.takesPayments, currency: deps.paidPlans.currency, taxCountries: deps.paidPlans.taxCountries });
  // The tier follows billing's events through a reactor; a change answers once the account is on it, so the next page is gated by it.
  const tierWhenSettled = async (userId: string, expected: SubscriptionTier | null) => {
    const deadline = Date.now() + TIER_WAIT_MS;
    let tier = await tierOf(userId);
    while (expected && tier !== expected && Date.now() < deadline) {
      await sleep(POLL_MS);
      tier = await tierOf(userId);
    }
    deps.accounts.changedElsewhere(userId);
    return tier;
  };
  const invoicesCaughtUp = projectionWaiter(deps.database, planInvoicesProjection);
  const runningTier = (state: PlanSubscriptionState): PaidTier | null =>
    state.subscription && state.subscription.status !== 'ended' ? state.subscription.tier : null;

  return [
    defineRoute({
      method: 'get',
      path: '/billing',
      summary: 'Your plan, your free trial and your subscription',
      tags,
      access: 'user',
      responses: { 200: { description: 'The plan the account is on, its trial and its subscription', schema: BillingResponse } },
      async handle({ context }) {
        const { userId } = context.actor!;
        const [tier, subscription] = await Promise.all([tierOf(userId), deps.subscriptions.load(userId)]);
        return { status: 200, body: view(tier, subscription.state) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/trial',
      summary: 'Start the free trial of a paid plan, without a card',
      description:
        'Once per account, from the free plan. The account is on the trial’s plan when the answer comes (the tier changes ' +
        'through billing’s events, never the client); it returns to the free plan when the trial ends. Asking again for the ' +
        'trial that is running changes nothing (200).',
      tags,
      access: 'user',
      body: StartTrialRequest,
      responses: {
        201: { description: 'The trial started', schema: BillingResponse },
        200: { description: 'That trial was running already', schema: BillingResponse },
        409: { description: 'The account has had its trial, or is on a paid plan' },
      },
      async handle({ body, context }) {
        const { userId } = context.actor!;
        const asOf = deps.clock();
        const outcome = await deps.subscriptions.execute(userId, { type: 'StartTrial', tier: body.tier, currentTier: await tierOf(userId), asOf }, origin(context));
        const running = outcome.state.trial && !outcome.state.trial.ended;
        const tier = await tierWhenSettled(userId, running ? body.tier : null);
        return { status: outcome.changed ? 201 : 200, body: view(tier, outcome.state) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/subscription',
      summary: 'Subscribe to a paid plan: start the provider’s checkout, which saves a card',
      description:
        'The server prices the plan (its period’s price, tax by the country given) and answers with the provider’s checkout. ' +
        'During the free trial nothing is charged there: the card is saved and the first payment is taken when the trial ends. ' +
        'The subscription starts when the provider’s notification arrives, never on the buyer’s return.',
      tags,
      access: 'user',
      body: SubscribeRequest,
      responses: {
        201: { description: 'Checkout started; pay at checkoutUrl', schema: SubscribeResponse },
        409: { description: 'The account has a running subscription already' },
        503: { description: 'No payment provider takes payments on this server' },
      },
      async handle({ body, context }) {
        if (!deps.paidPlans.takesPayments) throw new HttpError(503, 'Service Unavailable', 'This server takes no payments, so plans cannot be bought here.');
        const started = await deps.paidPlans.subscribe(context.actor!.userId, body, origin(context));
        return { status: 201, body: started };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/subscription/plan',
      summary: 'Change the subscription’s plan or period',
      description:
        'Pro to Pro Plus starts at once: the difference for the rest of the period is computed on the server and charged to ' +
        'the saved card (402 when it is declined, and nothing changes). A smaller plan or another period starts at the end ' +
        'of the period paid for. Choosing the plan one is on takes back a pending change.',
      tags,
      access: 'user',
      body: ChangePlanRequest,
      responses: {
        200: { description: 'The subscription after the change', schema: BillingResponse },
        402: { description: 'The saved card was declined for the upgrade' },
        409: { description: 'No running subscription, or a cancellation or a failed renewal is pending' },
      },
      async handle({ body, context }) {
        const { userId } = context.actor!;
        const state = await deps.paidPlans.changePlan(userId, body.tier, body.period, origin(context));
        return { status: 200, body: view(await tierWhenSettled(userId, runningTier(state)), state) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/subscription/cancel',
      summary: 'Cancel the subscription at the end of the period paid for',
      description: 'Nothing more is charged; the plan stays until the period’s end, then the account is on the free plan. Cancelling twice changes nothing.',
      tags,
      access: 'user',
      body: SubscriptionActionRequest,
      responses: {
        200: { description: 'The subscription, ending at its period’s end', schema: BillingResponse },
        409: { description: 'No running subscription' },
      },
      async handle({ context }) {
        const { userId } = context.actor!;
        const state = await deps.paidPlans.cancel(userId, origin(context));
        return { status: 200, body: view(await tierOf(userId), state) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/subscription/resume',
      summary: 'Take back a pending cancellation: the subscription renews as before',
      tags,
      access: 'user',
      body: SubscriptionActionRequest,
      responses: {
        200: { description: 'The subscription, renewing again', schema: BillingResponse },
        409: { description: 'No running subscription' },
      },
      async handle({ context }) {
        const { userId } = context.actor!;
        const state = await deps.paidPlans.resume(userId, origin(context));
        return { status: 200, body: view(await tierOf(userId), state) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/subscription/payment-method',
      summary: 'Replace the card the subscription is charged to: start the provider’s page that saves a new one',
      description:
        'Nothing is charged there. The card changes when the provider’s verified notification arrives, never on the return to ' +
        '/billing?card={changeId}, which waits for the subscription to show that change; renewals, their retries and upgrades ' +
        'then charge the new card.',
      tags,
      access: 'user',
      body: SubscriptionActionRequest,
      responses: {
        201: { description: 'Started; save the card at checkoutUrl', schema: PaymentMethodChangeResponse },
        409: { description: 'No running subscription' },
        503: { description: 'No payment provider takes payments on this server' },
      },
      async handle({ context }) {
        if (!deps.paidPlans.takesPayments) throw new HttpError(503, 'Service Unavailable', 'This server takes no payments, so no card can be saved here.');
        return { status: 201, body: await deps.paidPlans.startPaymentMethodChange(context.actor!.userId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/billing/invoices',
      summary: 'Your plan’s invoices, paid and failed, the latest first',
      tags,
      access: 'user',
      responses: { 200: { description: 'The invoices', schema: InvoicesResponse } },
      async handle({ context }) {
        const { userId } = context.actor!;
        // Read-your-writes: the list waits (briefly) for every invoice the account's stream has issued.
        const { events } = await deps.subscriptions.load(userId);
        const last = events.at(-1);
        if (last) await invoicesCaughtUp({ transactionId: last.transactionId, position: last.position });
        const invoices = await planInvoicesOf(deps.database.db, userId);
        return { status: 200, body: { invoices: invoices.map(invoiceView) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/billing/invoices/:invoiceId/receipt.pdf',
      summary: 'An invoice’s receipt as a PDF, in your language',
      tags,
      access: 'user',
      params: InvoiceParams,
      responses: { 200: { description: 'The receipt (application/pdf)' }, 404: { description: 'No such invoice of yours' } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const invoice = await planInvoice(deps.database.db, params.invoiceId);
        // Someone else's invoice is answered as none at all, so invoice ids reveal nothing.
        if (!invoice || (invoice.userId !== actor.userId && actor.role !== 'admin')) throw invoiceNotFound(params.invoiceId);
        const { state: account } = await deps.accounts.load(invoice.userId);
        const bytes = await renderReceipt({
          invoice,
          language: account.preferredLanguage,
          buyer: { name: account.displayName ?? account.email ?? invoice.userId, email: account.email },
          sellerOfRecord: deps.sellerOfRecord,
        });
        return {
          status: 200,
          headers: { 'content-disposition': `inline; filename="receipt-${invoice.number}.pdf"` },
          raw: { contentType: 'application/pdf', bytes },
        };
      },
    }),
  ];
}
