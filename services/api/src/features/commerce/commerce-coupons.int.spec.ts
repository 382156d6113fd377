import { randomUUID } from 'node:crypto';
import type { CouponListResponse, PlaceOrderResponse, PurchaseQuoteResponse, SalesOrdersResponse } from '@pathwise/contracts';
import { couponStreamId, orderStreamId } from '@pathwise/event-schemas';
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

describe.each(testDatabaseKinds)('coupons over HTTP on %s', (kind) => {
  const used = useTestServer(kind, { TAX_RATES: 'FR=20' });
  let maya: { userId: string; token: string };
  let diego: { userId: string; token: string };
  let admin: { userId: string; token: string };
  let algebra: string;
  let geometry: string;
  let diegosCourse: string;

  const api = (path: string) => `${used.server.url}/api${path}`;
  const person = (role: 'student' | 'instructor' | 'creator' | 'admin') => used.person(role);
  const code = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`.toUpperCase();
  const makeCoupon = (token: string, body: Record<string, unknown>) => sendJson('POST', api('/coupons'), body, token);
  const percentOff = (couponCode: string, percent: number, courseId: string, limits: Record<string, unknown> = {}) => ({
    code: couponCode,
    discount: { kind: 'percent', percent },
    scope: { kind: 'course', courseId },
    ...limits,
  });
  const quote = (token: string, courseId: string, body: Record<string, unknown>) => sendJson('POST', api(`/courses/${courseId}/purchase/quote`), body, token);
  const buy = (token: string, courseId: string, body: Record<string, unknown> = {}) => sendJson('POST', api(`/courses/${courseId}/orders`), body, token);
  const sessionOf = (placed: { body: Record<string, unknown> | null }) => String((placed.body as unknown as PlaceOrderResponse).checkoutUrl).replace('/checkout/test/', '');
  const pay = (sessionId: string, cardNumber: string) => sendJson('POST', api(`/payments/test/sessions/${sessionId}/pay`), { cardNumber });
  const couponEvents = async (couponCode: string) => (await used.server.platform.store.readStream(couponStreamId(couponCode))).events.map((event) => event.type);
  const listed = async (token: string, couponCode: string) =>
    ((await sendJson('GET', api('/coupons'), undefined, token)).body as unknown as CouponListResponse).coupons.find((coupon) => coupon.code === couponCode);

  /** The coupon refusal's status and what it says beside the coupon field. */
  const refusal = (response: { status: number; body: Record<string, unknown> | null }) => ({
    status: response.status,
    field: (response.body?.errors as { pointer: string; detail: string }[] | undefined)?.find((error) => error.pointer === '#/body/couponCode')?.detail,
  });

  beforeAll(async () => {
    [maya, diego, admin] = await Promise.all([person('instructor'), person('creator'), person('admin')]);
    const { store } = used.server.platform;
    const details = { priceCents: 4_900, currency: 'EUR' as const };
    algebra = (await givenPublishedCourse(store, { creatorId: maya.userId, title: 'Algebra for sale', details })).courseId;
    geometry = (await givenPublishedCourse(store, { creatorId: maya.userId, title: 'Geometry for sale', details })).courseId;
    diegosCourse = (await givenPublishedCourse(store, { creatorId: diego.userId, title: 'Diego for sale', details })).courseId;
  });

  it('lets a creator make a coupon for their own course, lists it with its uses, and takes a retry as the same coupon', async () => {
    const couponCode = code('spring');
    const body = percentOff(couponCode.toLowerCase(), 25, algebra, { maxRedemptions: 3, oncePerCustomer: true });
    const made = await makeCoupon(maya.token, body);
    expect(made).toMatchObject({ status: 201, body: { code: couponCode, status: 'active', redeemed: 0, held: 0, maxRedemptions: 3, scope: { kind: 'course', courseTitle: 'Algebra for sale' } } });
    expect((await makeCoupon(maya.token, body)).status).toBe(200);
    await eventually(async () => expect(await listed(maya.token, couponCode)).toMatchObject({ code: couponCode, discount: { kind: 'percent', percent: 25 }, oncePerCustomer: true }));

    const taken = await makeCoupon(diego.token, percentOff(couponCode, 10, diegosCourse));
    expect(refusalAt(taken, '#/body/code')).toEqual({ status: 409, detail: 'This code is taken' });
    expect(await listed(diego.token, couponCode)).toBeUndefined();
  });

  it("refuses a creator a coupon for someone else's course or for a plan, a student any coupon, and lets an admin make a plan coupon", async () => {
    const [student, buyer] = await Promise.all([person('student'), person('student')]);
    const before = await settledHead(used.server.platform);
    expect(refusalAt(await makeCoupon(diego.token, percentOff(code('steal'), 50, algebra)), '#/body/scope')).toEqual({ status: 403, detail: 'Not one of your courses' });
    const plan = { code: code('pro'), discount: { kind: 'percent', percent: 20 }, scope: { kind: 'plan', tier: 'pro' } };
    expect((await makeCoupon(maya.token, plan)).status).toBe(403);
    expect((await makeCoupon(student.token, percentOff(code('mine'), 50, algebra))).status).toBe(403);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);

    expect(await makeCoupon(admin.token, plan)).toMatchObject({ status: 201, body: { scope: { kind: 'plan', tier: 'pro' }, status: 'active' } });
    // A plan coupon is for the plan's subscription: a course order never takes it.
    expect(refusal(await quote(buyer.token, algebra, { couponCode: plan.code }))).toEqual({ status: 409, field: 'The coupon is not valid for this course' });
  });

  it('answers bad coupon input with a problem naming the field, and stores nothing', async () => {
    const buyer = await person('student');
    const before = await settledHead(used.server.platform);
    const badCode = await makeCoupon(maya.token, percentOff('no spaces!', 10, algebra));
    expect(badCode.status).toBe(400);
    expect(JSON.stringify(badCode.body)).toContain('#/body/code');
    expect(JSON.stringify((await makeCoupon(maya.token, percentOff(code('zero'), 0, algebra))).body)).toContain('#/body/discount/percent');
    expect(JSON.stringify((await makeCoupon(maya.token, percentOff(code('big'), 101, algebra))).body)).toContain('#/body/discount/percent');
    const past = await makeCoupon(maya.token, percentOff(code('past'), 10, algebra, { expiresAt: '2020-01-01T00:00:00.000Z' }));
    expect(refusalAt(past, '#/body/expiresAt')).toEqual({ status: 400, detail: 'Must be in the future' });
    expect(refusal(await quote(buyer.token, algebra, { couponCode: 'a' }))).toEqual({ status: 400, field: 'Expected 4 to 24 letters, digits or dashes' });
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
  });

  it('quotes the discount before tax, and names each reason a coupon does not apply beside the coupon field', async () => {
    const { coupons } = used.server.platform.commerce;
    const origin = { actor: { userId: maya.userId, role: 'instructor' as const, tier: 'pro' as const, sessionId: 's', via: 'bearer' as const }, requestId: randomUUID() };
    const active = code('quarter');
    await makeCoupon(maya.token, percentOff(active, 25, algebra, { maxRedemptions: 1, oncePerCustomer: true }));
    const expired = code('old');
    await coupons.create(expired, { code: expired, discount: { kind: 'percent', percent: 10 }, scope: { kind: 'course', courseId: algebra, creatorId: maya.userId }, expiresAt: '2020-01-01T00:00:00.000Z', maxRedemptions: null, oncePerCustomer: false }, origin);
    const stopped = code('stop');
    await makeCoupon(maya.token, percentOff(stopped, 10, algebra));
    expect((await sendJson('POST', api(`/coupons/${stopped.toLowerCase()}/disable`), {}, diego.token)).status).toBe(403);
    expect(await sendJson('POST', api(`/coupons/${stopped}/disable`), {}, maya.token)).toMatchObject({ status: 200, body: { status: 'disabled' } });

    const buyer = await person('student');
    const priced = await quote(buyer.token, algebra, { couponCode: ` ${active.toLowerCase()} `, country: 'FR' });
    expect(priced.status).toBe(200);
    expect((priced.body as unknown as PurchaseQuoteResponse).amounts).toEqual({ currency: 'EUR', subtotal: 4_900, discount: 1_225, couponCode: active, taxRateBasisPoints: 2_000, tax: 735, total: 4_410 });

    expect(refusal(await quote(buyer.token, algebra, { couponCode: 'NOBODY-MADE-IT' }))).toEqual({ status: 404, field: 'No such coupon' });
    expect(refusal(await quote(buyer.token, algebra, { couponCode: expired }))).toEqual({ status: 410, field: 'The coupon has expired' });
    expect(refusal(await quote(buyer.token, algebra, { couponCode: stopped }))).toEqual({ status: 410, field: 'The coupon is no longer active' });
    expect(refusal(await quote(buyer.token, geometry, { couponCode: active }))).toEqual({ status: 409, field: 'The coupon is not valid for this course' });

    // Its one use taken by an order that was paid: the buyer has used it, and everyone else finds it used up.
    const placed = await buy(buyer.token, algebra, { couponCode: active });
    expect((await pay(sessionOf(placed), goodCard)).body).toMatchObject({ outcome: 'succeeded' });
    await eventually(async () => expect(await couponEvents(active)).toEqual(['CouponCreated', 'CouponRedemptionReserved', 'CouponRedeemed']));
    const other = await person('student');
    expect(refusal(await quote(other.token, algebra, { couponCode: active }))).toEqual({ status: 409, field: 'The coupon has been used up' });
    await eventually(async () => expect(await listed(maya.token, active)).toMatchObject({ redeemed: 1, held: 0, maxRedemptions: 1, status: 'used_up' }));

    const spanish = await sendJson('POST', api(`/courses/${algebra}/purchase/quote`), { couponCode: active }, other.token);
    expect(spanish.status).toBe(409);
    const inSpanish = await fetch(api(`/courses/${algebra}/purchase/quote`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}`, 'accept-language': 'es' },
      body: JSON.stringify({ couponCode: active }),
    });
    expect(((await inSpanish.json()) as { detail: string }).detail).toBe('Este cupón ya se ha agotado.');
  });

  it('gives the last use of a limited coupon to exactly one of many buyers racing for it', async () => {
    const last = code('last');
    await makeCoupon(maya.token, percentOff(last, 50, algebra, { maxRedemptions: 1 }));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => person('student')));
    const orders = await Promise.all(buyers.map((buyer) => buy(buyer.token, algebra, { couponCode: last })));
    expect(orders.map((order) => order.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const order of orders.filter((each) => each.status === 409)) expect(refusal(order)).toEqual({ status: 409, field: 'The coupon has been used up' });
    expect(await couponEvents(last)).toEqual(['CouponCreated', 'CouponRedemptionReserved']);
    // The refused buyers placed nothing.
    const placedOrders = await Promise.all(buyers.map(async (buyer) => (await used.server.platform.store.readStream(orderStreamId(purchaseOrderId(buyer.userId, algebra)))).currentVersion));
    expect(placedOrders.filter((version) => version > 0)).toHaveLength(1);
  });

  it('holds one use for a double-clicked "Buy" with a coupon, and refuses the same customer a second order with it', async () => {
    const once = code('once');
    const made = await makeCoupon(maya.token, { code: once, discount: { kind: 'fixed', amount: 1_000, currency: 'EUR' }, scope: { kind: 'creator' }, oncePerCustomer: true, maxRedemptions: 10 });
    expect(made.body).toMatchObject({ scope: { kind: 'creator' } });
    const buyer = await person('student');
    const clicks = await Promise.all(Array.from({ length: 5 }, () => buy(buyer.token, algebra, { couponCode: once })));
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await couponEvents(once)).toEqual(['CouponCreated', 'CouponRedemptionReserved']);
    const { events } = await used.server.platform.store.readStream(orderStreamId(purchaseOrderId(buyer.userId, algebra)));
    expect(events.map((event) => [event.type, (event.data as { discount?: number }).discount])).toEqual([['OrderPlaced', 1_000]]);

    // Any course of Maya's takes it, but this customer has had their one use.
    expect(refusal(await buy(buyer.token, geometry, { couponCode: once }))).toEqual({ status: 409, field: 'You have already used this coupon' });
    const someoneElse = await person('student');
    expect((await quote(someoneElse.token, geometry, { couponCode: once })).body).toMatchObject({ amounts: { discount: 1_000, total: 3_900 } });
    expect(refusal(await quote(someoneElse.token, diegosCourse, { couponCode: once }))).toEqual({ status: 409, field: 'The coupon is not valid for this course' });
  });

  it('gives a declined order\'s use back to the next buyer', async () => {
    const single = code('single');
    await makeCoupon(maya.token, percentOff(single, 30, algebra, { maxRedemptions: 1 }));
    const [first, second] = await Promise.all([person('student'), person('student')]);
    const placed = await buy(first.token, algebra, { couponCode: single });
    expect(refusal(await buy(second.token, algebra, { couponCode: single }))).toEqual({ status: 409, field: 'The coupon has been used up' });
    expect((await pay(sessionOf(placed), declinedCard)).body).toMatchObject({ outcome: 'declined' });
    await eventually(async () => expect(await couponEvents(single)).toContain('CouponRedemptionReleased'));
    expect(await buy(second.token, algebra, { couponCode: single })).toMatchObject({ status: 201 });
  });

  it('enrols through a zero-amount order paid at once, without the payment provider, with nothing in the ledger', async () => {
    const free = code('free');
    await makeCoupon(maya.token, percentOff(free, 100, algebra, { maxRedemptions: 5 }));
    const buyer = await person('student');
    expect((await quote(buyer.token, algebra, { couponCode: free, country: 'FR' })).body).toMatchObject({ amounts: { subtotal: 4_900, discount: 4_900, tax: 0, total: 0 } });
    const placed = await buy(buyer.token, algebra, { couponCode: free, country: 'FR' });
    const orderId = purchaseOrderId(buyer.userId, algebra);
    expect(placed).toMatchObject({ status: 201, body: { orderId, status: 'paid', checkoutUrl: null } });
    const { events } = await used.server.platform.store.readStream(orderStreamId(orderId));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
    expect(events[1]!.data).toMatchObject({ provider: 'none', processingFee: 0 });
    await eventually(async () => expect((await used.server.platform.store.readStream(enrolmentStreamId(algebra, buyer.userId))).events).toHaveLength(1));
    await eventually(async () => expect(await couponEvents(free)).toEqual(['CouponCreated', 'CouponRedemptionReserved', 'CouponRedeemed']));
    await settledHead(used.server.platform);
    expect(await ledgerTransactions(used.server.platform.database.db, orderId)).toEqual([]);
    expect((await sendJson('GET', api(`/orders/${orderId}`), undefined, buyer.token)).body).toMatchObject({ status: 'paid', enrolled: true, amounts: { total: 0, discount: 4_900, couponCode: free } });
  });

  it('posts a discounted sale to the ledger with the creator earning the discounted price less the fee', async () => {
    const tenth = code('tenth');
    await makeCoupon(maya.token, percentOff(tenth, 10, algebra));
    const buyer = await person('student');
    const placed = await buy(buyer.token, algebra, { couponCode: tenth });
    await pay(sessionOf(placed), goodCard);
    const orderId = purchaseOrderId(buyer.userId, algebra);
    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, orderId)).toHaveLength(1));
    const [transaction] = await ledgerTransactions(used.server.platform.database.db, orderId);
    expect(transaction!.legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
    // 49.00 less 10 % is 44.10; Maya is on pro, whose fee is 10 %: 4.41.
    expect(transaction!.legs).toContainEqual({ kind: 'buyer-payment', account: 'provider-balance', amount: 4_410 });
    expect(transaction!.legs).toContainEqual({ kind: 'platform-fee', account: 'platform-fees', amount: -441 });
    expect(transaction!.legs).toContainEqual({ kind: 'creator-earnings', account: `creator-earnings:${maya.userId}`, amount: -3_969 });

    // The creator's orders say which coupon each sale used and what it took off, on the page and in the export.
    await eventually(async () => {
      const orders = (await sendJson('GET', api(`/sales/orders?courseId=${algebra}&status=paid`), undefined, maya.token)).body as unknown as SalesOrdersResponse;
      expect(orders.items.find((order) => order.orderId === orderId)).toMatchObject({ couponCode: tenth, discount: 490, subtotal: 4_900 });
    });
    const csv = await (await fetch(api(`/sales/orders.csv?courseId=${algebra}`), { headers: { authorization: `Bearer ${maya.token}` } })).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(orderId))).toContain(`,49.00,${tenth},4.90,`);
  });

  it('limits how many coupon codes one buyer may try, answering 429 as a problem', async () => {
    const guesser = await person('student');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) statuses.push((await quote(guesser.token, algebra, { couponCode: `GUESS-${attempt}0000` })).status);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await quote(guesser.token, algebra, { couponCode: 'GUESS-LAST' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await buy(guesser.token, algebra, { couponCode: 'GUESS-BUY' })).status).toBe(429);
    // A quote without a coupon is not a guess.
    expect((await quote(guesser.token, algebra, {})).status).toBe(200);
  });
});

/** A problem's status and what it says at one field. */
function refusalAt(response: { status: number; body: Record<string, unknown> | null }, pointer: string) {
  return { status: response.status, detail: (response.body?.errors as { pointer: string; detail: string }[] | undefined)?.find((error) => error.pointer === pointer)?.detail };
}

