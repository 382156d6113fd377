import { randomUUID } from 'node:crypto';
import type { PayoutsOverviewResponse, PlaceOrderResponse, StripeOnboardingLinkResponse } from '@pathwise/contracts';
import { creatorPayoutsStreamId, orderStreamId } from '@pathwise/event-schemas';
import { eventually } from '@pathwise/event-store/testing';
import { ledgerBalances, ledgerTransactions } from '@pathwise/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, StripeCheckoutServer, stripeTestCards } from '../../testing/stripe-checkout-server.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONNECT_WEBHOOK_SECRET = 'whsec_pathwise_connect_endpoint';
const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('Stripe Connect Express: onboarding creators, destination charges, and payouts that leave them out', () => {
  const checkoutServer = new StripeCheckoutServer();
  // STRIPE_API_URL is filled in once the local server listens, before the test server starts.
  const environment: Record<string, string> = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
    TAX_RATES: 'FR=20',
  };
  beforeAll(async () => {
    await checkoutServer.start();
    environment['STRIPE_API_URL'] = checkoutServer.url;
  });
  afterAll(() => checkoutServer.stop());
  const clock = new TestClock();
  const used = useTestServer('pglite', environment, { clock });
  const api = (path: string) => `${used.server.url}/api${path}`;

  const creatorNamed = async (tier: 'free' | 'pro' = 'pro') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier, email: `creator-${userId.slice(0, 8)}@example.com` }) };
  };
  const payoutEvents = async (creatorId: string) => (await used.server.platform.store.readStream(creatorPayoutsStreamId(creatorId))).events;
  const overview = async (token: string) => (await sendJson('GET', api('/connect'), undefined, token)).body as unknown as PayoutsOverviewResponse;
  const onboard = async (token: string) => {
    const answer = await sendJson('POST', api('/connect/stripe/onboarding'), undefined, token);
    expect(answer.status).toBe(200);
    return (answer.body as unknown as StripeOnboardingLinkResponse).url;
  };
  const deliverConnect = (body: string, signature: string) =>
    fetch(api('/payments/stripe/connect-webhook'), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
  const accountsOf = (creatorId: string) => checkoutServer.connect.accounts.filter((account) => account.metadata['creatorId'] === creatorId);

  /** The creator onboards on Stripe's pages, and Stripe's account.updated reaches the Connect endpoint. */
  const activate = async (creator: { userId: string; token: string }) => {
    await onboard(creator.token);
    const { body, signature } = StripeCheckoutServer.signed(checkoutServer.connect.completeOnboarding(accountsOf(creator.userId)[0]!.id), CONNECT_WEBHOOK_SECRET);
    expect(await (await deliverConnect(body, signature)).json()).toEqual({ received: true, changed: true });
  };

  /** A buyer in France (20 % tax) pays for the course on Stripe's page; returns the order and its session. */
  const sell = async (courseId: string) => {
    const buyerId = randomUUID();
    const token = await used.server.tokenFor({ userId: buyerId, role: 'student', tier: 'free', email: `buyer-${buyerId.slice(0, 8)}@example.com` });
    const placed = (await sendJson('POST', api(`/courses/${courseId}/orders`), { country: 'FR' }, token)).body as unknown as PlaceOrderResponse;
    const sessionId = new URL(placed.checkoutUrl!).pathname.split('/').at(-1)!;
    const { body, signature } = StripeCheckoutServer.signed(await checkoutServer.pay(sessionId, stripeTestCards.pays));
    const delivered = await fetch(api('/payments/stripe/webhook'), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    expect(await delivered.json()).toEqual({ received: true, changed: true });
    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, placed.orderId)).toHaveLength(1));
    return { orderId: placed.orderId, sessionId };
  };

  it('opens one Express account per creator however often onboarding is asked for, and links to Stripe back to /connect', async () => {
    const creator = await creatorNamed();
    expect((await overview(creator.token)).stripeConnect).toEqual({ account: null });

    const urls = [await onboard(creator.token), ...(await Promise.all([onboard(creator.token), onboard(creator.token)])), await onboard(creator.token)];

    const accounts = accountsOf(creator.userId);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ object: 'account', type: 'express', capabilities: { card_payments: 'inactive', transfers: 'inactive' } });
    expect((await payoutEvents(creator.userId)).map((event) => [event.type, event.data])).toEqual([
      ['ConnectedAccountCreated', { creatorId: creator.userId, provider: 'stripe', accountId: accounts[0]!.id }],
    ]);
    expect(new Set(urls).size).toBe(4);
    for (const url of urls) expect(url.startsWith(`${checkoutServer.url}/setup/e/${accounts[0]!.id}/`)).toBe(true);
    const links = checkoutServer.connect.links.filter((link) => link.account === accounts[0]!.id);
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.type).toBe('account_onboarding');
      expect(link.return_url).toMatch(/^https?:\/\/[^/]+\/connect\?onboarding=return$/);
      expect(link.refresh_url).toMatch(/^https?:\/\/[^/]+\/connect\?onboarding=refresh$/);
    }
    expect((await overview(creator.token)).stripeConnect?.account).toMatchObject({ accountId: accounts[0]!.id, status: 'needs_information', chargesEnabled: false });

    // Back from Stripe with onboarding unfinished: read again, the account is as recorded, so nothing is appended.
    const synced = await sendJson('POST', api('/connect/stripe/sync'), undefined, creator.token);
    expect((synced.body as unknown as PayoutsOverviewResponse).stripeConnect?.account?.status).toBe('needs_information');
    expect(await payoutEvents(creator.userId)).toHaveLength(1);
  });

  it("records the account as active from Stripe's verified account.updated, refusing a forged one with nothing stored", async () => {
    const creator = await creatorNamed();
    await onboard(creator.token);
    const accountId = accountsOf(creator.userId)[0]!.id;
    const event = checkoutServer.connect.completeOnboarding(accountId);

    for (const secret of ['whsec_someone_else', STRIPE_TEST_WEBHOOK_SECRET]) {
      const { body, signature } = StripeCheckoutServer.signed(event, secret);
      const refused = await deliverConnect(body, signature);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(JSON.stringify(await refused.json())).toContain('#/headers/stripe-signature');
    }
    const unsigned = await fetch(api('/payments/stripe/connect-webhook'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await payoutEvents(creator.userId)).map((stored) => stored.type)).toEqual(['ConnectedAccountCreated']);
    expect((await overview(creator.token)).stripeConnect?.account?.status).toBe('needs_information');

    const { body, signature } = StripeCheckoutServer.signed(event, CONNECT_WEBHOOK_SECRET);
    expect(await (await deliverConnect(body, signature)).json()).toEqual({ received: true, changed: true });
    expect(await (await deliverConnect(body, signature)).json()).toEqual({ received: true, changed: false });
    expect((await payoutEvents(creator.userId)).map((stored) => [stored.type, stored.data])).toEqual([
      ['ConnectedAccountCreated', expect.anything()],
      ['ConnectedAccountUpdated', { creatorId: creator.userId, accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: false }],
    ]);
    expect((await overview(creator.token)).stripeConnect?.account).toEqual({ accountId, status: 'active', chargesEnabled: true, payoutsEnabled: true, requirementsDue: false });
  });

  it("pays an active creator's sales to their connected account less the platform's fee and the tax, and sends what was held before as the monthly payout's transfer", async () => {
    const creator = await creatorNamed('pro');
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: creator.userId, title: 'Sold through Connect', details: { priceCents: 4_900, currency: 'EUR' } });

    // Before the creator connects anything the platform takes the payment and holds the creator's earnings.
    const held = await sell(courseId);
    expect(checkoutServer.destinationOf(held.sessionId)).toBeNull();

    await activate(creator);
    const accountId = accountsOf(creator.userId)[0]!.id;
    const direct = await sell(courseId);
    // 49.00 plus 20 % tax is 58.80; pro's 10 % fee (4.90) and the tax (9.80) stay with the platform, 44.10 goes to the creator.
    expect(checkoutServer.destinationOf(direct.sessionId)).toEqual({ destination: accountId, applicationFee: 490 + 980 });
    const paid = (await used.server.platform.store.readStream(orderStreamId(direct.orderId))).events.find((event) => event.type === 'OrderPaid');
    expect(paid?.data).toMatchObject({ provider: 'stripe', transfer: { destination: accountId, amount: 4_410 } });

    const [sale] = await ledgerTransactions(used.server.platform.database.db, direct.orderId);
    expect(sum(sale!.legs.map((leg) => leg.amount))).toBe(0);
    expect(sale!.legs.filter((leg) => leg.account === `creator-earnings:${creator.userId}`).map((leg) => [leg.kind, leg.amount])).toEqual([
      ['creator-earnings', -4_410],
      ['creator-transfer', 4_410],
    ]);
    // Only the held sale waits for a payout.
    expect((await overview(creator.token)).balances).toEqual([{ currency: 'EUR', available: 0, inRefundWindow: 4_410, paidOut: 0 }]);

    // The creator named no bank account: the held sale reaches them through their Stripe account, once.
    clock.advance(65 * DAY_MS);
    const payouts = used.server.platform.commerce.payouts;
    const paidOut = await payouts.payDueMonth();
    const ours = (await payoutEvents(creator.userId)).filter((event) => event.type === 'PayoutPaid');
    expect(ours).toHaveLength(1);
    const payout = ours[0]!.data as { payoutId: string; amount: number; transfer: { transferId: string } };
    expect(paidOut).toContain(payout.payoutId);
    const transfers = checkoutServer.connect.transfers.filter((transfer) => transfer.destination === accountId);
    expect(transfers).toEqual([expect.objectContaining({ object: 'transfer', amount: 4_410, currency: 'eur', transfer_group: payout.payoutId })]);
    expect(checkoutServer.connect.idempotencyKeyOf(transfers[0]!.id)).toBe(payout.payoutId);
    expect(payout).toMatchObject({ currency: 'EUR', amount: 4_410, transfer: { provider: 'stripe', transferId: transfers[0]!.id, destination: accountId } });
    expect(await payouts.payDueMonth()).not.toContain(payout.payoutId);
    expect(checkoutServer.connect.transfers.filter((transfer) => transfer.destination === accountId)).toHaveLength(1);

    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, payout.payoutId)).toHaveLength(1));
    const balances = await ledgerBalances(used.server.platform.database.db);
    for (const currency of new Set(balances.map((balance) => balance.currency))) {
      expect(sum(balances.filter((balance) => balance.currency === currency).map((balance) => balance.balance)), currency).toBe(0);
    }
    expect(balances.find((balance) => balance.account === `creator-earnings:${creator.userId}`)?.balance).toBe(0);

    // Two months on, the session of before has expired.
    const token = await used.server.tokenFor({ userId: creator.userId, role: 'creator', tier: 'pro', email: `creator-${creator.userId.slice(0, 8)}@example.com` });
    const after = await overview(token);
    expect(after.balances).toEqual([{ currency: 'EUR', available: 0, inRefundWindow: 0, paidOut: 4_410 }]);
    expect(after.payouts).toEqual([expect.objectContaining({ payoutId: payout.payoutId, amount: 4_410, transferId: transfers[0]!.id })]);
    // The statement lists the held sale the payout paid for, not the sale Stripe paid at once, and the transfer that sent it.
    const statement = await fetch(api(`/connect/payouts/${payout.payoutId}/statement`), { headers: { authorization: `Bearer ${token}` } });
    const lines = (await statement.text()).trim().split('\r\n');
    expect(lines.slice(1)).toEqual([
      expect.stringContaining(`,${held.orderId},creator-earnings,4410,EUR`),
      ',,payout-total,4410,EUR',
      expect.stringMatching(new RegExp(`^[^,]+,${transfers[0]!.id},stripe-transfer,4410,EUR$`)),
    ]);
  });

  it("refunds a destination charge by taking the transfer back from the connected account: the creator is owed nothing, the book still balances", async () => {
    const creator = await creatorNamed('pro');
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: creator.userId, title: 'Refunded through Connect', details: { priceCents: 4_900, currency: 'EUR' } });
    await activate(creator);
    const { orderId } = await sell(courseId);
    const paymentIntent = (await used.server.platform.store.readStream(orderStreamId(orderId))).events.find((event) => event.type === 'OrderPaid')!.data as { paymentId: string };

    const refunded = await sendJson('POST', api(`/orders/${orderId}/refund`), {}, creator.token);
    expect(refunded.status).toBe(200);
    expect(checkoutServer.reversedTransfers).toContainEqual({ paymentIntent: paymentIntent.paymentId, reverseTransfer: true, refundApplicationFee: true });
    const refund = (await used.server.platform.store.readStream(orderStreamId(orderId))).events.find((event) => event.type === 'OrderRefunded');
    expect(refund?.data).toMatchObject({ transferReversed: 4_410 });

    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, orderId)).toHaveLength(2));
    const legs = (await ledgerTransactions(used.server.platform.database.db, orderId)).flatMap((transaction) => transaction.legs);
    expect(sum(legs.map((leg) => leg.amount))).toBe(0);
    expect(sum(legs.filter((leg) => leg.account === `creator-earnings:${creator.userId}`).map((leg) => leg.amount))).toBe(0);
    expect((await overview(creator.token)).balances).toEqual([{ currency: 'EUR', available: 0, inRefundWindow: 0, paidOut: 0 }]);
  });
});
