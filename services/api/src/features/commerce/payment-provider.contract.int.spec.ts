import { randomUUID } from 'node:crypto';
import { testCards, type BillingResponse, type DevOutboxResponse, type InvoicesResponse, type OrderResponse, type PlaceOrderResponse, type SubscribeResponse } from '@pathwise/contracts';
import { orderStreamId } from '@pathwise/event-schemas';
import { eventually } from '@pathwise/event-store/testing';
import { ledgerTransactions } from '@pathwise/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeCheckoutServer,
  stripeTestCards,
} from '../../testing/stripe-checkout-server.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer, type UsedTestServer } from '../../testing/use-test-server.js';
import { planSubscriptionStreamId } from '../billing/index.js';
import { enrolmentStreamId } from '../courses/index.js';

/** A provider's delivery as it reaches our webhook: the bytes, and the header its signature comes in. */
interface Delivery {
  readonly path: string;
  readonly contentType: string;
  readonly body: string;
  readonly headers: Record<string, string>;
}

/**
 * How a provider is driven in the contract: what the server is configured with, and the buyer paying at the
 * provider's checkout, which yields the delivery the provider sends about it.
 */
interface ProviderDriver {
  readonly name: string;
  readonly environment: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  pay(used: UsedTestServer, placed: PlaceOrderResponse, card: 'pays' | 'declined'): Promise<Delivery>;
  /** The same delivery with a signature that does not hold. */
  forge(delivery: Delivery): Delivery;
  /** The header a refused delivery is named by. */
  readonly signatureHeader: string;
  /** The server's clock (each driver's own: moving one on leaves the other's orders inside their refund window). */
  readonly clock: TestClock;
  /** A plan's subscription at the provider: its checkout, and its period's end as the provider's clock reaches it. */
  readonly plans: PlanDriver;
}

const DAY_MS = 86_400_000;
/** The server's clock with the built-in provider, whose renewals are our job's, run when the clock reaches a period's end. */
const testProviderClock = new TestClock();

interface PlanDriver {
  /** Subscribes through the provider's checkout with a card that pays, or one that is saved but fails every later charge. */
  subscribe(used: UsedTestServer, token: string, card: 'pays' | 'failsLater'): Promise<void>;
  /** The period ends and the provider renews it; `replay` tells us again (a redelivery, or our job run again). */
  renew(used: UsedTestServer, userId: string): Promise<{ replay(): Promise<void> }>;
  /** One charge of a renewal whose card fails: attempt 0 on the due date, then the retries (days 1, 3, 7); the last ends it. */
  failRenewalAttempt(used: UsedTestServer, userId: string, attempt: number): Promise<void>;
}

const postJson = (used: UsedTestServer, path: string, body: unknown, token?: string) => sendJson('POST', `${used.server.url}/api${path}`, body, token);
const startPlanCheckout = async (used: UsedTestServer, token: string) => {
  const started = await postJson(used, '/billing/subscription', { tier: 'pro', period: 'monthly' }, token);
  expect(started.status).toBe(201);
  return started.body as unknown as SubscribeResponse;
};

/** The built-in provider's days after a renewal's due date on which our job charges it: the due date, then 1, 3 and 7. */
const testProviderChargeDays = [0, 1, 3, 7];

const testProviderPlans: PlanDriver = {
  async subscribe(used, token, card) {
    const { checkoutUrl } = await startPlanCheckout(used, token);
    const sessionId = checkoutUrl.replace('/checkout/test/', '');
    const cardNumber = card === 'pays' ? testCards.succeeds : testCards.savedThenFails;
    expect((await postJson(used, `/payments/test/sessions/${sessionId}/pay`, { cardNumber })).body).toMatchObject({ outcome: 'succeeded' });
  },
  async renew(used, userId) {
    testProviderClock.advance(32 * DAY_MS);
    await eventually(async () => expect((await used.server.platform.runPlanRenewals()).renewed).toContain(userId));
    return { replay: async () => void (await used.server.platform.runPlanRenewals()) };
  },
  async failRenewalAttempt(used, userId, attempt) {
    // The first charge is due when the 14-day trial ends; the retries follow on their days.
    testProviderClock.advance(attempt === 0 ? 14 * DAY_MS + 60_000 : (testProviderChargeDays[attempt]! - testProviderChargeDays[attempt - 1]!) * DAY_MS);
    await eventually(async () => {
      const run = await used.server.platform.runPlanRenewals();
      expect([...run.failed, ...run.ended]).toContain(userId);
    });
  },
};

const testProviderDriver: ProviderDriver = {
  name: 'the built-in test provider',
  environment: {},
  signatureHeader: 'pathwise-signature',
  async start() {},
  async stop() {},
  async pay(used, placed, card) {
    const provider = used.server.platform.commerce.testProvider!;
    const id = `evt_test_${randomUUID()}`;
    const [rawBody, signature] =
      card === 'pays'
        ? provider.signedDelivery({ id, type: 'payment.succeeded', data: { orderId: placed.orderId, paymentId: `pay_${randomUUID()}`, processingFee: 172 } })
        : provider.signedDelivery({ id, type: 'payment.declined', data: { orderId: placed.orderId, reason: 'card_declined' } });
    return { path: '/payments/test/webhook', contentType: 'application/octet-stream', body: rawBody.toString('utf8'), headers: { 'pathwise-signature': signature } };
  },
  forge: (delivery) => ({ ...delivery, headers: { 'pathwise-signature': 'not-the-signature' } }),
  clock: testProviderClock,
  plans: testProviderPlans,
};

const checkoutServer = new StripeCheckoutServer();
const stripeDriver: ProviderDriver = {
  name: 'the Stripe adapter (Checkout Sessions on a local server, the rest on localstripe)',
  // STRIPE_API_URL is filled in once the local server listens, before the test server starts.
  environment: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET },
  signatureHeader: 'stripe-signature',
  async start() {
    await checkoutServer.start();
    Object.assign(this.environment, { STRIPE_API_URL: checkoutServer.url });
  },
  stop: () => checkoutServer.stop(),
  async pay(used, placed, card) {
    const sessionId = new URL(placed.checkoutUrl!).pathname.split('/').at(-1)!;
    const session = checkoutServer.session(sessionId);
    // What Stripe was asked for: our order's amount, in its currency, naming the order, returning to our pages.
    expect(session).toMatchObject({ client_reference_id: placed.orderId, currency: 'eur', amount_total: 4_900, mode: 'payment' });
    expect(session.success_url).toMatch(new RegExp(`^https?://[^/]+/courses/[^/]+/purchase/success\\?orderId=${placed.orderId}$`));
    const event = await checkoutServer.pay(sessionId, stripeTestCards[card]);
    const { body, signature } = StripeCheckoutServer.signed(event);
    return { path: '/payments/stripe/webhook', contentType: 'application/json', body, headers: { 'stripe-signature': signature } };
  },
  forge: (delivery) => ({ ...delivery, headers: { 'stripe-signature': StripeCheckoutServer.signed(JSON.parse(delivery.body), 'whsec_someone_else').signature } }),
  // Stripe's clock is the test server's, in real time: the server's clock stays with it.
  clock: new TestClock(),
  plans: {
    async subscribe(used, token, card) {
      const { checkoutUrl } = await startPlanCheckout(used, token);
      const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
      // What Stripe was asked for: a subscription to our plan's figure, naming our checkout, returning to /billing.
      expect(checkoutServer.session(sessionId)).toMatchObject({ mode: 'subscription', currency: 'usd', client_reference_id: expect.stringMatching(/^plan\./) });
      await deliverStripe(used, await checkoutServer.pay(sessionId, card === 'pays' ? stripeTestCards.pays : stripeTestCards.declined), true);
    },
    async renew(used, userId) {
      const event = await checkoutServer.chargeRenewal(await stripeSubscriptionOf(used, userId));
      expect(event.type).toBe('invoice.paid');
      await deliverStripe(used, event, true);
      return { replay: () => deliverStripe(used, event, false) };
    },
    async failRenewalAttempt(used, userId, attempt) {
      const subscriptionId = await stripeSubscriptionOf(used, userId);
      const event = await checkoutServer.chargeRenewal(subscriptionId);
      expect(event).toMatchObject({ type: 'invoice.payment_failed', data: { object: { attempt_count: attempt + 1 } } });
      await deliverStripe(used, event, true);
      // After its last retry Stripe cancels the subscription, as the account's retry settings say: ended already here.
      if (attempt === 3) await deliverStripe(used, await checkoutServer.endSubscription(subscriptionId), false);
    },
  },
};

/** Delivers a Stripe event, signed, to our webhook, and checks whether it changed anything. */
async function deliverStripe(used: UsedTestServer, event: Parameters<typeof StripeCheckoutServer.signed>[0], changes: boolean): Promise<void> {
  const { body, signature } = StripeCheckoutServer.signed(event);
  const response = await fetch(`${used.server.url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
  expect(await response.json()).toEqual({ received: true, changed: changes });
}

/** The Stripe subscription the account's stream recorded when the checkout completed. */
async function stripeSubscriptionOf(used: UsedTestServer, userId: string): Promise<string> {
  const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(userId));
  const started = events.find((event) => event.type === 'PlanSubscriptionStarted');
  const subscriptionId = (started?.data as { providerSubscriptionId?: string } | undefined)?.providerSubscriptionId;
  expect(subscriptionId).toMatch(/^sub_/);
  return subscriptionId!;
}

describe.each([testProviderDriver, stripeDriver])('the payment provider contract: $name', (driver) => {
  beforeAll(() => driver.start());
  afterAll(() => driver.stop());
  const used = useTestServer('pglite', driver.environment, { clock: driver.clock });
  let courseId: string;

  beforeAll(async () => {
    const creatorId = randomUUID();
    courseId = (await givenPublishedCourse(used.server.platform.store, { creatorId, title: 'Sold through a provider', details: { priceCents: 4_900, currency: 'EUR' } })).courseId;
  });

  const api = (path: string) => `${used.server.url}/api${path}`;
  const buyer = async () => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'student', tier: 'free', email: `buyer-${userId.slice(0, 8)}@example.com` }) };
  };
  const place = async (token: string) => {
    const placed = await sendJson('POST', api(`/courses/${courseId}/orders`), {}, token);
    expect(placed.status).toBe(201);
    return placed.body as unknown as PlaceOrderResponse;
  };
  const deliver = (delivery: Delivery) =>
    fetch(api(delivery.path), { method: 'POST', headers: { 'content-type': delivery.contentType, ...delivery.headers }, body: delivery.body });
  const orderOf = async (orderId: string, token: string) => (await sendJson('GET', api(`/orders/${orderId}`), undefined, token)).body as unknown as OrderResponse;
  const enrolments = async (userId: string) => (await used.server.platform.store.readStream(enrolmentStreamId(courseId, userId))).events;

  it('pays an order once, however often the provider says so: the buyer enrolled, one ledger transaction summing to zero', async () => {
    const { userId, token } = await buyer();
    const placed = await place(token);
    expect(placed.checkoutUrl).toBeTruthy();
    const delivery = await driver.pay(used, placed, 'pays');

    expect(await (await deliver(delivery)).json()).toEqual({ received: true, changed: true });
    expect(await (await deliver(delivery)).json()).toEqual({ received: true, changed: false });

    await eventually(async () => expect(await orderOf(placed.orderId, token)).toMatchObject({ status: 'paid', enrolled: true }));
    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, placed.orderId)).toHaveLength(1));
    const [transaction] = await ledgerTransactions(used.server.platform.database.db, placed.orderId);
    expect(transaction!.legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
    await settledHead(used.server.platform);
    expect(await enrolments(userId)).toHaveLength(1);
    const { events } = await used.server.platform.store.readStream(orderStreamId(placed.orderId));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
  });

  it('refunds a paid order through the provider once, however often asked, and ends the enrolment', async () => {
    const { userId, token } = await buyer();
    const placed = await place(token);
    await deliver(await driver.pay(used, placed, 'pays'));
    await eventually(async () => expect(await orderOf(placed.orderId, token)).toMatchObject({ status: 'paid', enrolled: true }));

    const refund = async () => (await sendJson('POST', api(`/orders/${placed.orderId}/refund`), {}, token)).body as { refundId: string; changed: boolean };
    const first = await refund();
    expect(first).toMatchObject({ changed: true, refundId: expect.stringMatching(/^re_/) });
    expect(await refund()).toEqual({ ...first, changed: false });
    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, placed.orderId)).toHaveLength(2));
    const legs = (await ledgerTransactions(used.server.platform.database.db, placed.orderId)).flatMap((transaction) => transaction.legs);
    expect(legs.filter((leg) => leg.account.startsWith('creator-earnings:')).reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
    await settledHead(used.server.platform);
    expect((await enrolments(userId)).map((event) => event.type)).toEqual(['LearnerEnrolled', 'EnrolmentEnded']);
  });

  it('records a declined payment and enrols nothing', async () => {
    const { userId, token } = await buyer();
    const placed = await place(token);
    expect(await (await deliver(await driver.pay(used, placed, 'declined'))).json()).toEqual({ received: true, changed: true });
    expect(await orderOf(placed.orderId, token)).toMatchObject({ status: 'declined', declineReason: 'card_declined', enrolled: false });
    await settledHead(used.server.platform);
    expect(await enrolments(userId)).toEqual([]);
  });

  it('refuses a delivery whose signature does not hold with a 400 naming the header, and stores nothing', async () => {
    const { token } = await buyer();
    const placed = await place(token);
    const before = await settledHead(used.server.platform);
    const refused = await deliver(driver.forge(await driver.pay(used, placed, 'pays')));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(await refused.json())).toContain(`#/headers/${driver.signatureHeader}`);
    expect(await settledHead(used.server.platform)).toEqual(before);
    expect(await orderOf(placed.orderId, token)).toMatchObject({ status: 'awaiting_payment' });
  });

  describe('plan subscriptions', () => {
    const creator = async () => {
      const userId = randomUUID();
      const email = `plan-${userId.slice(0, 8)}@example.com`;
      // The clock moves weeks on: the token outlives it.
      return { userId, email, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'free', email }, 120 * 86_400) };
    };
    const freshToken = (userId: string) => used.server.tokenFor({ userId, role: 'creator', tier: 'free' }, 120 * 86_400);
    const billing = async (token: string) => (await sendJson('GET', api('/billing'), undefined, token)).body as unknown as BillingResponse;
    const invoices = async (token: string) => ((await sendJson('GET', api('/billing/invoices'), undefined, token)).body as unknown as InvoicesResponse).invoices;
    const tierOf = async (userId: string) => (await used.server.platform.identity.accounts.load(userId)).state.tier;
    const planEvents = async (userId: string) => (await used.server.platform.store.readStream(planSubscriptionStreamId(userId))).events;
    const mailsTo = async (email: string) =>
      ((await sendJson('GET', api(`/dev/outbox?to=${encodeURIComponent(email)}`))).body as unknown as DevOutboxResponse).messages.map((mail) => mail.subject);

    it('renews a subscription at its period’s end once, however often told: a paid renewal invoice, the plan kept into the next period', async () => {
      const account = await creator();
      await driver.plans.subscribe(used, account.token, 'pays');
      await eventually(async () => expect(await tierOf(account.userId)).toBe('pro'));
      const firstPeriodEnd = (await billing(account.token)).subscription!.periodEnd;

      const renewal = await driver.plans.renew(used, account.userId);
      await renewal.replay();

      // The clock may have moved a month on, past the session's life: sign in again.
      const token = await freshToken(account.userId);
      const after = await billing(token);
      expect(after).toMatchObject({ tier: 'pro', subscription: { tier: 'pro', status: 'active', nextCharge: { amount: 2_900 } } });
      expect(Date.parse(after.subscription!.periodStart)).toBeGreaterThanOrEqual(Date.parse(firstPeriodEnd) - 60_000);
      expect(Date.parse(after.subscription!.periodEnd)).toBeGreaterThan(Date.parse(firstPeriodEnd) + 27 * DAY_MS);
      expect((await invoices(token)).map((invoice) => [invoice.reason, invoice.status, invoice.total])).toEqual([
        ['renewal', 'paid', 2_900],
        ['first_payment', 'paid', 2_900],
      ]);
      expect((await planEvents(account.userId)).filter((event) => event.type === 'PlanSubscriptionRenewed')).toHaveLength(1);
    });

    it('keeps the plan through the grace period while a failed renewal is retried, mailing each failure, then returns the account to free', async () => {
      const account = await creator();
      expect((await postJson(used, '/billing/trial', { tier: 'pro' }, account.token)).status).toBe(201);
      await driver.plans.subscribe(used, account.token, 'failsLater');
      await eventually(async () => expect((await billing(account.token)).subscription).toMatchObject({ status: 'active', paymentMethod: { last4: '0341' } }));

      await driver.plans.failRenewalAttempt(used, account.userId, 0);
      // The grace period: the charge failed, the plan is kept, and the retry is announced.
      expect(await tierOf(account.userId)).toBe('pro');
      expect(await billing(account.token)).toMatchObject({ tier: 'pro', subscription: { status: 'past_due', nextCharge: { at: expect.any(String) } } });
      for (const attempt of [1, 2]) {
        await driver.plans.failRenewalAttempt(used, account.userId, attempt);
        expect(await tierOf(account.userId)).toBe('pro');
      }
      await driver.plans.failRenewalAttempt(used, account.userId, 3);
      await eventually(async () => expect(await tierOf(account.userId)).toBe('free'));

      const token = await freshToken(account.userId);
      expect(await billing(token)).toMatchObject({ tier: 'free', subscription: { status: 'ended' } });
      expect((await invoices(token)).map((invoice) => invoice.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
      const events = await planEvents(account.userId);
      expect(events.filter((event) => event.type === 'PlanRenewalFailed').map((event) => (event.data as { attempt: number }).attempt)).toEqual([0, 1, 2, 3]);
      expect(events.filter((event) => event.type === 'PlanSubscriptionEnded').map((event) => (event.data as { reason: string }).reason)).toEqual(['payment_failed']);
      const subjects = await mailsTo(account.email);
      expect(subjects.filter((subject) => subject === 'We could not renew your Pathwise Pro plan')).toHaveLength(3);
      expect(subjects.filter((subject) => subject === 'Your Pathwise Pro plan has ended')).toHaveLength(1);
    });
  });
});
