import { randomUUID } from 'node:crypto';
import type { OrderResponse, PlaceOrderResponse } from '@pathwise/contracts';
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
import { useTestServer, type UsedTestServer } from '../../testing/use-test-server.js';
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
}

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
};

describe.each([testProviderDriver, stripeDriver])('the payment provider contract: $name', (driver) => {
  beforeAll(() => driver.start());
  afterAll(() => driver.stop());
  const used = useTestServer('pglite', driver.environment);
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
});
