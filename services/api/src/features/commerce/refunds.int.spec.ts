import { randomUUID } from 'node:crypto';
import type { PlaceOrderResponse, PurchasesResponse, RefundOrderResponse } from '@pathwise/contracts';
import { inboxStreamId, orderStreamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { ledgerTransactions } from '@pathwise/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderId } from '../../kernel/purchase-order-id.js';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { learningRequest } from '../../testing/learning-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { enrolmentStreamId } from '../courses/index.js';

const goodCard = '4242 4242 4242 4242';
const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('refunding a paid course on %s', (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, { TAX_RATES: 'FR=20' }, { clock });
  let creator: { userId: string; token: string };
  let admin: { userId: string; token: string };
  let courseId: string;
  const lessonIds = ['one', 'two', 'three'];

  beforeAll(async () => {
    const userId = randomUUID();
    creator = { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'pro', email: `creator-${userId.slice(0, 8)}@example.com` }) };
    const adminId = randomUUID();
    admin = { userId: adminId, token: await used.server.tokenFor({ userId: adminId, role: 'admin', tier: 'free', email: `admin-${adminId.slice(0, 8)}@example.com` }) };
    courseId = (await givenPublishedCourse(used.server.platform.store, { creatorId: userId, title: 'Fractions, refundable', lessonIds, details: { priceCents: 4_900, currency: 'EUR' } }))
      .courseId;
  });

  const api = (path: string) => `${used.server.url}/api${path}`;
  const buyer = async () => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'student', tier: 'free', email: `buyer-${userId.slice(0, 8)}@example.com` }) };
  };
  /** Buys the course with the good card and waits until the buyer is enrolled. */
  const bought = async (token: string) => {
    const placed = await sendJson('POST', api(`/courses/${courseId}/orders`), { country: 'FR' }, token);
    const { orderId, checkoutUrl } = placed.body as unknown as PlaceOrderResponse;
    await sendJson('POST', api(`/payments/test/sessions/${checkoutUrl!.replace('/checkout/test/', '')}/pay`), { cardNumber: goodCard });
    await eventually(async () => expect((await sendJson('GET', api(`/orders/${orderId}`), undefined, token)).body).toMatchObject({ status: 'paid', enrolled: true }));
    return orderId;
  };
  const refund = (orderId: string, token: string, body: Record<string, unknown> = {}) => sendJson('POST', api(`/orders/${orderId}/refund`), body, token);
  const orderEvents = async (orderId: string) => (await used.server.platform.store.readStream(orderStreamId(orderId))).events;
  const enrolmentEvents = async (userId: string) => (await used.server.platform.store.readStream(enrolmentStreamId(courseId, userId))).events.map((event) => event.type);
  const purchases = async (token: string) => (await sendJson('GET', api('/me/purchases'), undefined, token)).body as unknown as PurchasesResponse;
  const myCourseIds = async (token: string) =>
    ((await sendJson('GET', api('/me/courses'), undefined, token)).body as { courses: { courseId: string }[] }).courses.map((course) => course.courseId);

  it('refunds the buyer within the window: the enrolment ends, the ledger reverses the sale, the buyer is told, and a second refund appends nothing', async () => {
    const { userId, token } = await buyer();
    const orderId = await bought(token);
    const listed = await purchases(token);
    expect(listed.policy).toEqual({ windowDays: 30, maxLessonsFinishedPercent: 30 });
    expect(listed.purchases).toEqual([
      expect.objectContaining({ orderId, courseTitle: 'Fractions, refundable', status: 'paid', amounts: { currency: 'EUR', total: 5_880 }, refund: expect.objectContaining({ eligible: true, because: null }) }),
    ]);

    const refunded = await refund(orderId, token, { reason: 'Not what I expected' });
    expect(refunded).toMatchObject({ status: 200, body: { orderId, status: 'refunded', changed: true } });
    const { refundId } = refunded.body as unknown as RefundOrderResponse;
    expect(refundId).toMatch(/^re_test_/);
    expect((await orderEvents(orderId)).at(-1)).toMatchObject({
      type: 'OrderRefunded',
      data: { orderId, refundId, amount: 5_880, currency: 'EUR', refundedBy: userId, reason: 'learner_request' },
    });

    // The double click: the same answer, and still one refund in the order's stream.
    expect(await refund(orderId, token)).toMatchObject({ status: 200, body: { orderId, status: 'refunded', refundId, changed: false } });
    expect((await orderEvents(orderId)).filter((event) => event.type === 'OrderRefunded')).toHaveLength(1);

    await eventually(async () => expect(await enrolmentEvents(userId)).toEqual(['LearnerEnrolled', 'EnrolmentEnded']));
    expect((await sendJson('GET', api(`/courses/${courseId}/learn`), undefined, token)).status).toBe(403);
    await eventually(async () => expect(await myCourseIds(token)).not.toContain(courseId));
    expect((await purchases(token)).purchases).toEqual([expect.objectContaining({ orderId, status: 'refunded', refundReason: 'learner_request', refund: expect.objectContaining({ eligible: false }) })]);

    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, orderId)).toHaveLength(2));
    const [sale, reversal] = await ledgerTransactions(used.server.platform.database.db, orderId);
    expect(sale!.kind).toBe('sale');
    expect(reversal!.kind).toBe('refund');
    expect(reversal!.legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
    expect(reversal!.legs).toContainEqual({ kind: 'creator-earnings-reversed', account: `creator-earnings:${creator.userId}`, amount: 4_410 });
    expect(reversal!.legs).toContainEqual({ kind: 'buyer-refund', account: 'provider-balance', amount: -5_880 });

    await eventually(async () => {
      const inbox = (await used.server.platform.store.readStream(inboxStreamId(userId))).events;
      expect(inbox).toContainEqual(expect.objectContaining({ type: 'NotificationRaised', data: expect.objectContaining({ title: 'Refund made for “Fractions, refundable”', source: { kind: 'order_refunded', courseId, orderId } }) }));
    });
    const notifications = await sendJson('GET', api('/notifications'), undefined, token);
    expect(JSON.stringify(notifications.body)).toContain('58.80 EUR was paid back to your card.');
    // The creator hears of it too, in their language.
    await eventually(async () => {
      const response = await fetch(api('/notifications'), { headers: { authorization: `Bearer ${creator.token}`, 'accept-language': 'es' } });
      expect(JSON.stringify(await response.json())).toContain('Se reembolsó una venta de «Fractions, refundable»');
    });
  });

  it('refunds once when the confirmation is clicked several times at once', async () => {
    const { token } = await buyer();
    const orderId = await bought(token);
    const clicks = await Promise.all(Array.from({ length: 4 }, () => refund(orderId, token)));
    expect(clicks.map((click) => click.status)).toEqual([200, 200, 200, 200]);
    expect(clicks.filter((click) => click.body!.changed === true)).toHaveLength(1);
    expect(new Set(clicks.map((click) => click.body!.refundId)).size).toBe(1);
    expect((await orderEvents(orderId)).filter((event) => event.type === 'OrderRefunded')).toHaveLength(1);
  });

  it('lets a refunded buyer buy the course again, as a fresh order, and study it again', async () => {
    const { userId, token } = await buyer();
    const first = await bought(token);
    await refund(first, token);
    await eventually(async () => expect(await enrolmentEvents(userId)).toEqual(['LearnerEnrolled', 'EnrolmentEnded']));
    expect((await sendJson('POST', api(`/courses/${courseId}/enrol`), undefined, token)).status).toBe(402);

    const quote = await sendJson('GET', api(`/courses/${courseId}/purchase`), undefined, token);
    expect(quote.body).toMatchObject({ order: null, enrolled: false });
    const second = await bought(token);
    expect(second).toBe(purchaseOrderId(userId, courseId, 1));
    expect(second).not.toBe(first);
    expect(await enrolmentEvents(userId)).toEqual(['LearnerEnrolled', 'EnrolmentEnded', 'LearnerEnrolled']);
    expect((await sendJson('GET', api(`/courses/${courseId}/learn`), undefined, token)).status).toBe(200);
    await eventually(async () => expect(await myCourseIds(token)).toContain(courseId));
  });

  it('lets the course\'s creator and an admin refund any paid order, whatever the progress', async () => {
    const learner = await buyer();
    const byCreator = await bought(learner.token);
    expect(await refund(byCreator, creator.token, { reason: 'Sold by mistake' })).toMatchObject({ status: 200, body: { status: 'refunded', changed: true } });
    expect((await orderEvents(byCreator)).at(-1)).toMatchObject({ type: 'OrderRefunded', data: { refundedBy: creator.userId, reason: 'creator' } });
    await settledHead(used.server.platform);
    // The refunds the creator was told of (each sale is told too, as a sale).
    const creatorInbox = async () =>
      (await used.server.platform.store.readStream(inboxStreamId(creator.userId))).events
        .map((event) => (event.data as { source?: { kind?: string; orderId?: string } }).source)
        .filter((source) => source?.kind === 'order_refunded')
        .map((source) => source?.orderId);
    // A creator who refunds is not told of their own refund.
    expect(await creatorInbox()).not.toContain(byCreator);

    const again = await bought(learner.token);
    expect(await refund(again, admin.token)).toMatchObject({ status: 200, body: { changed: true } });
    expect((await orderEvents(again)).at(-1)).toMatchObject({ type: 'OrderRefunded', data: { refundedBy: admin.userId, reason: 'admin' } });
    await eventually(async () => expect(await creatorInbox()).toContain(again));
    await eventually(async () => expect(await enrolmentEvents(learner.userId)).toEqual(['LearnerEnrolled', 'EnrolmentEnded', 'LearnerEnrolled', 'EnrolmentEnded']));
  });

  it('answers anyone else that there is no such order, and refuses an unpaid one, refunding nothing', async () => {
    const learner = await buyer();
    const orderId = await bought(learner.token);
    const stranger = await buyer();
    const refused = await refund(orderId, stranger.token);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).toContain('#/params/orderId');

    const unpaid = await buyer();
    const { orderId: openOrder } = (await sendJson('POST', api(`/courses/${courseId}/orders`), {}, unpaid.token)).body as unknown as PlaceOrderResponse;
    const notPaid = await refund(openOrder, unpaid.token);
    expect(notPaid).toMatchObject({ status: 409, body: { detail: 'This order has not been paid, so there is nothing to refund.' } });
    expect(await orderEvents(openOrder)).toHaveLength(1);
    expect((await orderEvents(orderId)).map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
  });

  it('answers bad input with a problem naming the field, and refunds nothing', async () => {
    const learner = await buyer();
    const orderId = await bought(learner.token);
    const tooLong = await refund(orderId, learner.token, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(tooLong.body)).toContain('#/body/reason');
    const amount = await refund(orderId, learner.token, { amount: 1 });
    expect(amount.status).toBe(400);
    expect(JSON.stringify(amount.body)).toContain('#/body/amount');
    const badId = await refund('not an id', learner.token);
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('#/params/orderId');
    await settledHead(used.server.platform);
    expect((await orderEvents(orderId)).map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
  });

  it('refuses the buyer at 30 % of the lessons finished, in the request\'s language, with the field named', async () => {
    const learner = await buyer();
    const orderId = await bought(learner.token);
    const completed = await sendJson('POST', api('/learning/events'), learningRequest(learner.userId, { courseId, lessonId: 'one' }), learner.token);
    expect(completed.status).toBe(201);
    await eventually(async () => expect((await purchases(learner.token)).purchases[0]!.refund).toMatchObject({ eligible: false, because: 'too_much_finished', lessonsCompleted: 1, lessonCount: 3 }));

    const refused = await refund(orderId, learner.token);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        detail: 'Refunds can be asked for while less than 30% of the lessons are finished; you have finished 1 of 3.',
        errors: [{ pointer: '#/params/orderId', detail: 'Too much of the course is finished' }],
      },
    });
    const inFrench = await fetch(api(`/orders/${orderId}/refund`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}`, 'accept-language': 'fr' },
      body: '{}',
    });
    expect(((await inFrench.json()) as { detail: string }).detail).toBe(
      'Un remboursement peut être demandé tant que moins de 30 % des leçons sont terminées ; vous en avez terminé 1 sur 3.',
    );
    expect((await orderEvents(orderId)).map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
  });

  // Last: it moves the server's clock past the window for every later request.
  it('refuses the buyer after 30 days, but still lets the creator refund', async () => {
    const learner = await buyer();
    const orderId = await bought(learner.token);
    clock.advance(31 * DAY_MS);
    // Tokens expire by the server's clock: those minted before the move have expired with it.
    const token = await used.server.tokenFor({ userId: learner.userId, role: 'student', tier: 'free', email: `buyer-${learner.userId.slice(0, 8)}@example.com` });
    const creatorToken = await used.server.tokenFor({ userId: creator.userId, role: 'creator', tier: 'pro', email: `creator-${creator.userId.slice(0, 8)}@example.com` });
    const refused = await refund(orderId, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errors: [{ pointer: '#/params/orderId', detail: 'The refund window has closed' }] });
    expect(String(refused.body!.detail)).toMatch(/^Refunds can be asked for within 30 days of the payment; this order was paid on \d{4}-\d{2}-\d{2}\.$/);
    expect((await purchases(token)).purchases[0]!.refund).toMatchObject({ eligible: false, because: 'window_closed' });
    expect(await refund(orderId, creatorToken)).toMatchObject({ status: 200, body: { changed: true } });
  });
});
