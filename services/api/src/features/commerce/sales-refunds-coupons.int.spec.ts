import { randomUUID } from 'node:crypto';
import type { PlaceOrderResponse, SalesCouponsResponse, SalesOrdersResponse, SalesRefundsResponse, SalesSummaryResponse } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';

const goodCard = '4242 4242 4242 4242';

/** A creator's refunds and coupon performance on /sales, fed by real checkouts, a coupon and a creator's refund. */
describe.each(testDatabaseKinds)("a creator's refunds and coupon performance over HTTP on %s", (kind) => {
  const used = useTestServer(kind, { TAX_RATES: 'FR=20' });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const person = (role: 'creator' | 'student' | 'admin') => used.person(role);
  const get = async <T>(path: string, token: string) => {
    const response = await sendJson('GET', api(path), undefined, token);
    return { status: response.status, body: response.body as unknown as T & { errors?: { pointer: string }[] } };
  };
  const today = new Date().toISOString().slice(0, 10);

  let creator: { userId: string; token: string };
  let courseId: string;
  const spring = `SPRING-${randomUUID().slice(0, 6)}`.toUpperCase();
  const unused = `UNUSED-${randomUUID().slice(0, 6)}`.toUpperCase();
  let couponOrder: string;

  /** A buyer in France buys the course with the good card, with the coupon given, and the order's id comes back. */
  async function buy(couponCode?: string): Promise<string> {
    const buyer = await person('student');
    const placed = await sendJson('POST', api(`/courses/${courseId}/orders`), { country: 'FR', ...(couponCode ? { couponCode } : {}) }, buyer.token);
    const { orderId, checkoutUrl } = placed.body as unknown as PlaceOrderResponse;
    await sendJson('POST', api(`/payments/test/sessions/${String(checkoutUrl).replace('/checkout/test/', '')}/pay`), { cardNumber: goodCard });
    return orderId;
  }

  beforeAll(async () => {
    creator = await person('creator');
    courseId = (await givenPublishedCourse(used.server.platform.store, { creatorId: creator.userId, title: 'Ratios, on sale', details: { priceCents: 4_000, currency: 'EUR' } })).courseId;
    for (const code of [spring, unused]) {
      const made = await sendJson('POST', api('/coupons'), { code, discount: { kind: 'percent', percent: 25 }, scope: { kind: 'course', courseId } }, creator.token);
      expect(made.status).toBe(201);
    }
    couponOrder = await buy(spring);
    await buy();
    await settledHead(used.server.platform);
  });

  it('shows each code with its paid orders, what they sold for and what it gave away, and a code no order used with none', async () => {
    // 25 % off 40.00: sold for 30.00 before tax, 10.00 given away; the pro plan's 10 % fee leaves 27.00 earned.
    await eventually(async () => {
      const { status, body } = await get<SalesCouponsResponse>('/sales/coupons', creator.token);
      expect(status).toBe(200);
      expect(body.coupons).toEqual([
        { code: spring, currencies: [{ currency: 'EUR', redemptions: 1, refunds: 0, revenue: 3_000, discount: 1_000, creatorEarnings: 2_700 }] },
        { code: unused, currencies: [] },
      ]);
    });
  });

  it('lists a refund the creator made from their orders, takes it off the totals and off the coupon, and marks the order refunded', async () => {
    expect((await get<SalesRefundsResponse>('/sales/refunds', creator.token)).body).toEqual({ items: [], nextCursor: null });
    const refunded = await sendJson('POST', api(`/orders/${couponOrder}/refund`), { reason: 'Bought twice' }, creator.token);
    expect(refunded).toMatchObject({ status: 200, body: { orderId: couponOrder, status: 'refunded', changed: true } });
    await settledHead(used.server.platform);

    await eventually(async () => {
      const { body } = await get<SalesRefundsResponse>('/sales/refunds', creator.token);
      expect(body.nextCursor).toBeNull();
      // 30.00 and 20 % French tax: 36.00 went back.
      expect(body.items).toEqual([
        expect.objectContaining({ orderId: couponOrder, courseId, courseTitle: 'Ratios, on sale', currency: 'EUR', refundedTotal: 3_600, reason: 'creator', refundedByCreator: true }),
      ]);
      expect(body.items[0]!.refundedAt >= body.items[0]!.placedAt).toBe(true);
    });
    const coupons = await get<SalesCouponsResponse>('/sales/coupons', creator.token);
    expect(coupons.body.coupons[0]).toEqual({ code: spring, currencies: [{ currency: 'EUR', redemptions: 1, refunds: 1, revenue: 0, discount: 0, creatorEarnings: 0 }] });

    const summary = await get<SalesSummaryResponse>(`/sales?from=${today}&to=${today}`, creator.token);
    // Two sales today, one paid back today: the totals hold the one kept (40.00, 8.00 tax) and count the refund.
    expect(summary.body.totals).toEqual([{ currency: 'EUR', orders: 2, subtotal: 4_000, tax: 800, total: 4_800, platformFee: 400, creatorEarnings: 3_600, refunds: 1, refundedTotal: 3_600 }]);
    const orders = await get<SalesOrdersResponse>('/sales/orders?status=refunded', creator.token);
    expect(orders.body.items.map((order) => order.orderId)).toEqual([couponOrder]);
  });

  it('pages the refunds by cursor, newest first', async () => {
    const second = await buy();
    await settledHead(used.server.platform);
    expect((await sendJson('POST', api(`/orders/${second}/refund`), {}, creator.token)).status).toBe(200);
    await settledHead(used.server.platform);
    const first = await eventually(async () => {
      const page = await get<SalesRefundsResponse>('/sales/refunds?limit=1', creator.token);
      expect(page.body.items.map((refund) => refund.orderId)).toEqual([second]);
      return page.body;
    });
    expect(first.nextCursor).not.toBeNull();
    const next = await get<SalesRefundsResponse>(`/sales/refunds?limit=1&cursor=${first.nextCursor}`, creator.token);
    expect(next.body).toEqual({ items: [expect.objectContaining({ orderId: couponOrder })], nextCursor: null });
  });

  it("keeps another creator out, lets an admin name the creator, and names each field it cannot take", async () => {
    const [other, admin] = await Promise.all([person('creator'), person('admin')]);
    for (const path of ['/sales/refunds', '/sales/coupons']) {
      const refused = await get(`${path}?creatorId=${creator.userId}`, other.token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.errors?.map((error) => error.pointer)).toEqual(['#/query/creatorId']);
    }
    expect((await get<SalesCouponsResponse>('/sales/coupons', other.token)).body.coupons).toEqual([]);
    const asAdmin = await get<SalesRefundsResponse>(`/sales/refunds?creatorId=${creator.userId}`, admin.token);
    expect(asAdmin.body.items.map((refund) => refund.refundedByCreator)).toEqual([true, true]);

    const cases: [string, string][] = [
      ['/sales/refunds?cursor=not-a-cursor', '#/query/cursor'],
      ['/sales/refunds?limit=0', '#/query/limit'],
      ['/sales/refunds?status=paid', '#/query/status'],
      ['/sales/coupons?code=SPRING', '#/query/code'],
      ['/sales/coupons?creatorId=../x', '#/query/creatorId'],
    ];
    for (const [path, pointer] of cases) {
      const response = await get(path, creator.token);
      expect(response.status, path).toBe(400);
      expect(response.body.errors?.map((error) => error.pointer), path).toEqual([pointer]);
    }
  });
});
