import { randomUUID } from 'node:crypto';
import type { OrderResponse, PlaceOrderResponse, PurchaseQuoteResponse, TestPaymentResponse } from '@pathwise/contracts';
import { orderStreamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { ledgerTransactions } from '@pathwise/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolmentStreamId } from '../courses/index.js';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { purchaseOrderId } from '../../kernel/purchase-order-id.js';

const goodCard = '4242 4242 4242 4242';
const declinedCard = '4000 0000 0000 0002';
const confirmCard = '4000 0027 6000 3184';

describe.each(testDatabaseKinds)('buying a paid course with the test provider on %s', (kind) => {
  const used = useTestServer(kind, { TAX_RATES: 'FR=20' });
  let creator: { userId: string; token: string };
  let courseId: string;

  beforeAll(async () => {
    const userId = randomUUID();
    creator = { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'pro', email: `creator-${userId.slice(0, 8)}@example.com` }) };
    const details = { priceCents: 4_900, currency: 'EUR' as const };
    courseId = (await givenPublishedCourse(used.server.platform.store, { creatorId: userId, title: 'Fractions for sale', details })).courseId;
  });

  const api = (path: string) => `${used.server.url}/api${path}`;
  const buyer = async () => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'student', tier: 'free', email: `buyer-${userId.slice(0, 8)}@example.com` }) };
  };
  const buy = async (token: string, body: Record<string, unknown> = {}) => sendJson('POST', api(`/courses/${courseId}/orders`), body, token);
  const sessionOf = (placed: { body: Record<string, unknown> | null }) => String((placed.body as unknown as PlaceOrderResponse).checkoutUrl).replace('/checkout/test/', '');
  const pay = async (sessionId: string, cardNumber: string) =>
    (await sendJson('POST', api(`/payments/test/sessions/${sessionId}/pay`), { cardNumber })).body as unknown as TestPaymentResponse;
  const orderOf = async (orderId: string, token: string) => (await sendJson('GET', api(`/orders/${orderId}`), undefined, token)).body as unknown as OrderResponse;
  const enrolments = async (userId: string) => (await used.server.platform.store.readStream(enrolmentStreamId(courseId, userId))).events;
  const ledgerOf = (orderId: string) => ledgerTransactions(used.server.platform.database.db, orderId);
  const postDelivery = (rawBody: Buffer, signature: string) =>
    fetch(api('/payments/test/webhook'), { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'pathwise-signature': signature }, body: rawBody });

  it('takes the good card: one order, paid, the buyer enrolled and one ledger transaction that sums to zero', async () => {
    const { userId, token } = await buyer();
    const refused = await sendJson('POST', api(`/courses/${courseId}/enrol`), undefined, token);
    expect(refused).toMatchObject({ status: 402, body: { detail: `This course costs 49.00 EUR: buy it at /courses/${courseId}/purchase.` } });

    const quote = (await sendJson('GET', api(`/courses/${courseId}/purchase?country=FR`), undefined, token)).body as unknown as PurchaseQuoteResponse;
    expect(quote).toMatchObject({ courseTitle: 'Fractions for sale', amounts: { currency: 'EUR', subtotal: 4_900, tax: 980, total: 5_880 }, taxCountries: ['FR'], order: null, enrolled: false });

    const placed = await buy(token, { country: 'FR' });
    expect(placed).toMatchObject({ status: 201, body: { orderId: purchaseOrderId(userId, courseId), status: 'awaiting_payment' } });
    const { orderId } = placed.body as unknown as PlaceOrderResponse;
    expect(await pay(sessionOf(placed), goodCard)).toEqual({ outcome: 'succeeded', redirectUrl: `/courses/${courseId}/purchase/success?orderId=${orderId}` });

    await eventually(async () => expect(await orderOf(orderId, token)).toMatchObject({ status: 'paid', enrolled: true, amounts: { total: 5_880 } }));
    expect((await enrolments(userId)).map((event) => event.data)).toEqual([{ learnerId: userId, courseId, source: 'purchase' }]);
    await eventually(async () => expect(await ledgerOf(orderId)).toHaveLength(1));
    const [transaction] = await ledgerOf(orderId);
    expect(transaction!.legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
    expect(transaction!.legs).toContainEqual({ kind: 'platform-fee', account: 'platform-fees', amount: -490 });
    expect(transaction!.legs).toContainEqual({ kind: 'creator-earnings', account: `creator-earnings:${creator.userId}`, amount: -4_410 });

    // Enrolling now is the enrolment already there; buying again answers the paid order with nowhere to pay.
    expect(await sendJson('POST', api(`/courses/${courseId}/enrol`), undefined, token)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await buy(token)).toMatchObject({ status: 200, body: { orderId, status: 'paid', checkoutUrl: null } });
  });

  it('declines the declined card with nothing enrolled, and takes another card on the same order', async () => {
    const { userId, token } = await buyer();
    const placed = await buy(token);
    const { orderId } = placed.body as unknown as PlaceOrderResponse;
    expect(await pay(sessionOf(placed), declinedCard)).toEqual({ outcome: 'declined', redirectUrl: null });
    expect(await orderOf(orderId, token)).toMatchObject({ status: 'declined', declineReason: 'card_declined', enrolled: false, amounts: { tax: 0, total: 4_900 } });
    await settledHead(used.server.platform);
    expect(await enrolments(userId)).toEqual([]);
    expect(await ledgerOf(orderId)).toEqual([]);

    expect(await pay(sessionOf(placed), confirmCard)).toEqual({ outcome: 'requires_confirmation', redirectUrl: null });
    const confirmed = await sendJson('POST', api(`/payments/test/sessions/${sessionOf(placed)}/confirm`), { cardNumber: confirmCard, approve: true });
    expect(confirmed.body).toMatchObject({ outcome: 'succeeded' });
    await eventually(async () => expect(await orderOf(orderId, token)).toMatchObject({ status: 'paid', enrolled: true }));
  });

  it('makes one order of a double-clicked "Buy", however the clicks arrive', async () => {
    const { userId, token } = await buyer();
    const clicks = await Promise.all(Array.from({ length: 5 }, () => buy(token)));
    expect(new Set(clicks.map((click) => (click.body as unknown as PlaceOrderResponse).orderId))).toEqual(new Set([purchaseOrderId(userId, courseId)]));
    const { events } = await used.server.platform.store.readStream(orderStreamId(purchaseOrderId(userId, courseId)));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced']);
    expect(clicks.map((click) => click.status).sort(), JSON.stringify(clicks.map((click) => click.body))).toEqual([200, 200, 200, 200, 201]);
  });

  it('changes nothing twice when the confirmation is replayed or a late decline arrives out of order', async () => {
    const { userId, token } = await buyer();
    const { orderId } = (await buy(token)).body as unknown as PlaceOrderResponse;
    const provider = used.server.platform.commerce.testProvider!;
    const paid = provider.signedDelivery({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', data: { orderId, paymentId: 'pay_1', processingFee: 172 } });
    const lateDecline = provider.signedDelivery({ id: `evt_${randomUUID()}`, type: 'payment.declined', data: { orderId, reason: 'card_declined' } });

    expect(await (await postDelivery(...paid)).json()).toEqual({ received: true, changed: true });
    expect(await (await postDelivery(...paid)).json()).toEqual({ received: true, changed: false });
    expect(await (await postDelivery(...lateDecline)).json()).toEqual({ received: true, changed: false });
    expect(await (await postDelivery(...paid)).json()).toEqual({ received: true, changed: false });

    await eventually(async () => expect(await ledgerOf(orderId)).toHaveLength(1));
    await settledHead(used.server.platform);
    expect(await enrolments(userId)).toHaveLength(1);
    expect(await ledgerOf(orderId)).toHaveLength(1);
    const { events } = await used.server.platform.store.readStream(orderStreamId(orderId));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
    expect(await orderOf(orderId, token)).toMatchObject({ status: 'paid', enrolled: true });
  });

  it('refuses a forged delivery and changes nothing', async () => {
    const { token } = await buyer();
    const { orderId } = (await buy(token)).body as unknown as PlaceOrderResponse;
    const [rawBody] = used.server.platform.commerce.testProvider!.signedDelivery({ id: 'evt_forged', type: 'payment.succeeded', data: { orderId, paymentId: 'p', processingFee: 0 } });
    const forged = await postDelivery(rawBody, 'not-the-signature');
    expect(forged.status).toBe(400);
    expect(JSON.stringify(await forged.clone().json())).toContain('#/headers/pathwise-signature');
    expect(forged.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await orderOf(orderId, token)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('answers bad input with a problem naming the field, and stores nothing', async () => {
    const { userId, token } = await buyer();
    const before = await settledHead(used.server.platform);
    const badCountry = await buy(token, { country: 'France' });
    expect(badCountry.status).toBe(400);
    expect(badCountry.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(badCountry.body)).toContain('#/body/country');
    // No amount is read from a client: one sent is refused by name, and the order is priced from the course alone.
    const withAmount = await buy(token, { total: 1 });
    expect(withAmount.status).toBe(400);
    expect(JSON.stringify(withAmount.body)).toContain('#/body/total');

    const badCourse = await sendJson('POST', api('/courses/no such course/orders'), {}, token);
    expect(badCourse.status).toBe(400);
    expect(JSON.stringify(badCourse.body)).toContain('#/params/courseId');

    const missing = await sendJson('POST', api(`/courses/course-${randomUUID().slice(0, 8)}/orders`), {}, token);
    expect(missing.status).toBe(404);

    const badCard = await sendJson('POST', api('/payments/test/sessions/abc.def/pay'), { cardNumber: 'not a card' });
    expect(badCard.status).toBe(400);
    expect(JSON.stringify(badCard.body)).toContain('#/body/cardNumber');
    const forgedSession = await sendJson('POST', api('/payments/test/sessions/abc.def/pay'), { cardNumber: goodCard });
    expect(forgedSession.status).toBe(404);

    const ownCourse = await sendJson('POST', api(`/courses/${courseId}/orders`), {}, creator.token);
    expect(ownCourse.status).toBe(409);
    expect(await sendJson('POST', api(`/courses/${courseId}/orders`), {})).toMatchObject({ status: 401 });

    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    expect((await used.server.platform.store.readStream(orderStreamId(purchaseOrderId(userId, courseId)))).currentVersion).toBe(0);
  });

  it("hides another buyer's order", async () => {
    const first = await buyer();
    const second = await buyer();
    const { orderId } = (await buy(first.token)).body as unknown as PlaceOrderResponse;
    expect((await sendJson('GET', api(`/orders/${orderId}`), undefined, second.token)).status).toBe(404);
  });
});
