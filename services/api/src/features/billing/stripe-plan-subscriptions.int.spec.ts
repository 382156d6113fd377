import { randomUUID } from 'node:crypto';
import type { BillingResponse, InvoicesResponse, PaymentMethodChangeResponse, SubscribeResponse } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson } from '../../testing/course-fixtures.js';
import {
  LOCALSTRIPE_URL,
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeCheckoutServer,
  stripeTestCards,
} from '../../testing/stripe-checkout-server.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { planSubscriptionStreamId } from './plan-subscription.decider.js';

const checkoutServer = new StripeCheckoutServer();
const environment: Record<string, string> = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET };

/** What Stripe holds of a subscription, read straight from localstripe. */
const stripeSubscription = async (subscriptionId: string) =>
  (await (await fetch(`${LOCALSTRIPE_URL}/v1/subscriptions/${subscriptionId}`, { headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` } })).json()) as Record<string, unknown>;

/** A notification as Stripe sends it about a subscription changed or ended on its side (its customer portal, its dashboard). */
const subscriptionEvent = (type: string, subscription: Record<string, unknown>): Stripe.Event =>
  ({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, data: { object: subscription }, created: 1, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } }) as unknown as Stripe.Event;

describe('plan subscriptions through Stripe Billing', () => {
  beforeAll(async () => {
    await checkoutServer.start();
    environment['STRIPE_API_URL'] = checkoutServer.url;
  });
  afterAll(() => checkoutServer.stop());
  const used = useTestServer('pglite', environment);
  const api = (path: string) => `${used.server.url}/api${path}`;
  const deliver = async (event: Stripe.Event) => {
    const { body, signature } = StripeCheckoutServer.signed(event);
    const response = await fetch(api('/payments/stripe/webhook'), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    return (await response.json()) as { changed: boolean };
  };
  const billing = async (token: string) => (await sendJson('GET', api('/billing'), undefined, token)).body as unknown as BillingResponse;

  const subscribed = async (tier: 'pro' | 'pro_plus' = 'pro') => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'creator', tier: 'free', email: `stripe-plan-${userId.slice(0, 8)}@example.com` });
    const { checkoutUrl } = (await sendJson('POST', api('/billing/subscription'), { tier, period: 'monthly' }, token)).body as unknown as SubscribeResponse;
    const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
    expect(await deliver(await checkoutServer.pay(sessionId, stripeTestCards.pays))).toMatchObject({ changed: true });
    await eventually(async () => expect(await billing(token)).toMatchObject({ tier, subscription: { status: 'active' } }));
    const { subscription, customer } = checkoutServer.session(sessionId) as unknown as { subscription: string; customer: string };
    return { userId, token, subscriptionId: subscription, customerId: customer };
  };
  /** The customer's payments at Stripe, oldest first. */
  const paymentsAtStripe = async (customerId: string) =>
    ((await (await fetch(`${LOCALSTRIPE_URL}/v1/charges?customer=${customerId}`, { headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` } })).json()) as { data: Record<string, unknown>[] }).data.sort(
      (a, b) => Number(a['created']) - Number(b['created']),
    );

  it('upgrades at once through Stripe: our proration charged to the subscription’s card, the subscription moved to the bigger plan, which the next renewal charges', async () => {
    const account = await subscribed();
    const upgraded = await sendJson('POST', api('/billing/subscription/plan'), { tier: 'pro_plus', period: 'monthly' }, account.token);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ tier: 'pro_plus', subscription: { tier: 'pro_plus' } });
    const [proration] = ((await sendJson('GET', api('/billing/invoices'), undefined, account.token)).body as unknown as InvoicesResponse).invoices;
    expect(proration).toMatchObject({ reason: 'proration', status: 'paid', lines: [expect.objectContaining({ kind: 'proration', fromTier: 'pro' })] });
    // Almost the whole month is left: nearly the difference of 79.00 and 29.00.
    expect(proration!.total).toBeGreaterThan(4_900);
    expect(proration!.total).toBeLessThanOrEqual(5_000);
    const charged = (await paymentsAtStripe(account.customerId)).filter((payment) => payment['status'] === 'succeeded').map((payment) => payment['amount']);
    expect(charged).toEqual([2_900, proration!.total]);
    expect(await stripeSubscription(account.subscriptionId)).toMatchObject({ items: { data: [expect.objectContaining({ plan: expect.objectContaining({ id: 'pathwise_pro_plus_monthly_usd_7900' }) })] } });

    const renewal = await checkoutServer.chargeRenewal(account.subscriptionId);
    expect(renewal).toMatchObject({ type: 'invoice.paid', data: { object: { amount_paid: 7_900 } } });
    expect(await deliver(renewal)).toMatchObject({ changed: true });
    const [renewed] = ((await sendJson('GET', api('/billing/invoices'), undefined, account.token)).body as unknown as InvoicesResponse).invoices;
    expect(renewed).toMatchObject({ reason: 'renewal', status: 'paid', total: 7_900 });
  });

  it('replaces the card through a Checkout Session in setup mode: Stripe’s verified notification records it, once, and the next renewal charges it', async () => {
    const account = await subscribed();
    const started = await sendJson('POST', api('/billing/subscription/payment-method'), {}, account.token);
    expect(started.status).toBe(201);
    const { changeId, checkoutUrl } = started.body as unknown as PaymentMethodChangeResponse;
    const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
    expect(checkoutServer.session(sessionId)).toMatchObject({
      mode: 'setup',
      customer: account.customerId,
      client_reference_id: `card.${account.userId}.${changeId}`,
      success_url: expect.stringMatching(new RegExp(`/billing\\?card=${changeId}$`)),
    });

    const saved = await checkoutServer.pay(sessionId, '5555555555554444');
    expect(await deliver(saved)).toMatchObject({ changed: true });
    expect(await deliver(saved)).toMatchObject({ changed: false });
    expect((await billing(account.token)).subscription?.paymentMethod).toEqual({ brand: 'visa', last4: '4444', changeId });
    const { setup_intent: setupIntent } = checkoutServer.session(sessionId) as unknown as { setup_intent: string };
    const { payment_method: newCard } = (await (await fetch(`${LOCALSTRIPE_URL}/v1/setup_intents/${setupIntent}`, { headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` } })).json()) as { payment_method: string };
    const atStripe = (await (await fetch(`${checkoutServer.url}/v1/subscriptions/${account.subscriptionId}`, { headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` } })).json()) as { default_payment_method: string };
    expect(atStripe.default_payment_method).toBe(newCard);

    const renewal = await checkoutServer.chargeRenewal(account.subscriptionId);
    expect(renewal).toMatchObject({ type: 'invoice.paid', data: { object: { amount_paid: 2_900 } } });
    expect(await deliver(renewal)).toMatchObject({ changed: true });
    const renewalCharge = (await paymentsAtStripe(account.customerId)).at(-1)!;
    expect(renewalCharge).toMatchObject({ status: 'succeeded', amount: 2_900, payment_method: newCard });
  });

  it('downgrades at the period’s end through a Stripe subscription schedule, takes it back, and the renewal bills the smaller plan', async () => {
    const account = await subscribed('pro_plus');
    const changePlan = async (tier: 'pro' | 'pro_plus') => (await sendJson('POST', api('/billing/subscription/plan'), { tier, period: 'monthly' }, account.token)).body as unknown as BillingResponse;
    const scheduleAtStripe = async () => {
      const { schedule } = (await (await fetch(`${checkoutServer.url}/v1/subscriptions/${account.subscriptionId}`, { headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` } })).json()) as { schedule: string | null };
      if (!schedule) return null;
      return ((await (await fetch(`${checkoutServer.url}/v1/subscription_schedules/${schedule}`, { headers: { authorization: `Bearer ${STRIPE_TEST_KEY}` } })).json()) as { phases: { items: { price: string }[] }[] });
    };

    expect(await changePlan('pro')).toMatchObject({ tier: 'pro_plus', subscription: { tier: 'pro_plus', pendingChange: { tier: 'pro', period: 'monthly' } } });
    expect((await scheduleAtStripe())!.phases.map((phase) => phase.items[0]!.price)).toEqual(['pathwise_pro_plus_monthly_usd_7900', 'pathwise_pro_monthly_usd_2900']);
    expect(await changePlan('pro_plus')).toMatchObject({ subscription: { pendingChange: null } });
    expect(await scheduleAtStripe()).toBeNull();
    await changePlan('pro');

    const renewal = await checkoutServer.chargeRenewal(account.subscriptionId);
    expect(renewal).toMatchObject({ type: 'invoice.paid', data: { object: { amount_paid: 2_900 } } });
    expect(await deliver(renewal)).toMatchObject({ changed: true });
    await eventually(async () => expect((await used.server.platform.identity.accounts.load(account.userId)).state.tier).toBe('pro'));
    const token = await used.server.tokenFor({ userId: account.userId, role: 'creator', tier: 'pro' });
    expect(await billing(token)).toMatchObject({ tier: 'pro', subscription: { tier: 'pro', pendingChange: null } });
    const [renewed] = ((await sendJson('GET', api('/billing/invoices'), undefined, token)).body as unknown as InvoicesResponse).invoices;
    expect(renewed).toMatchObject({ reason: 'renewal', status: 'paid', total: 2_900, lines: [expect.objectContaining({ tier: 'pro' })] });
  });

  it('subscribes through a Checkout Session, sends cancel and resume to Stripe, and records a cancellation and an end made at Stripe', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'creator', tier: 'free', email: `stripe-plan-${userId.slice(0, 8)}@example.com` });
    const started = await sendJson('POST', api('/billing/subscription'), { tier: 'pro', period: 'monthly' }, token);
    expect(started.status).toBe(201);
    const { checkoutUrl, dueNow } = started.body as unknown as SubscribeResponse;
    expect(dueNow).toBe(2_900);
    const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
    expect(checkoutServer.session(sessionId)).toMatchObject({ mode: 'subscription', amount_total: 2_900, currency: 'usd' });
    const completed = await checkoutServer.pay(sessionId, stripeTestCards.pays);
    expect(await deliver(completed)).toMatchObject({ changed: true });
    expect(await deliver(completed)).toMatchObject({ changed: false });
    await eventually(async () => expect(await billing(token)).toMatchObject({ tier: 'pro', subscription: { status: 'active', paymentMethod: { brand: 'visa', last4: '4242' } } }));
    const { subscription: id } = checkoutServer.session(sessionId) as unknown as { subscription: string };

    const cancelled = await sendJson('POST', api('/billing/subscription/cancel'), {}, token);
    expect(cancelled.body).toMatchObject({ subscription: { cancelAt: expect.any(String), nextCharge: null } });
    expect(await stripeSubscription(id)).toMatchObject({ cancel_at_period_end: true });
    const resumed = await sendJson('POST', api('/billing/subscription/resume'), {}, token);
    expect(resumed.body).toMatchObject({ subscription: { cancelAt: null, nextCharge: { amount: 2_900 } } });
    expect(await stripeSubscription(id)).toMatchObject({ cancel_at_period_end: false });

    // Cancelled in Stripe's customer portal: recorded as ours would be, once.
    const portalCancel = subscriptionEvent('customer.subscription.updated', { ...(await stripeSubscription(id)), cancel_at_period_end: true });
    expect(await deliver(portalCancel)).toEqual({ received: true, changed: true });
    expect(await deliver(portalCancel)).toEqual({ received: true, changed: false });
    expect((await billing(token)).subscription).toMatchObject({ cancelAt: expect.any(String) });

    expect(await deliver(await checkoutServer.endSubscription(id))).toEqual({ received: true, changed: true });
    await eventually(async () => expect((await used.server.platform.identity.accounts.load(userId)).state.tier).toBe('free'));
    const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(userId));
    expect(events.at(-1)).toMatchObject({ type: 'PlanSubscriptionEnded', data: { reason: 'cancelled' } });
  });
});
