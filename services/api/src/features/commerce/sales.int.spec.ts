import { randomUUID } from 'node:crypto';
import type { PlaceOrderResponse, SalesOrdersResponse, SalesSummaryResponse } from '@pathwise/contracts';
import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)("a creator's sales over HTTP on %s", (kind) => {
  const used = useTestServer(kind, { TAX_RATES: 'FR=20' });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const person = (role: 'creator' | 'student' | 'admin') => used.person(role);
  const get = async <T>(path: string, token: string) => {
    const response = await sendJson('GET', api(path), undefined, token);
    return { status: response.status, body: response.body as unknown as T & { errors?: { pointer: string }[]; detail?: string } };
  };

  let creator: { userId: string; token: string };
  let other: { userId: string; token: string };
  let quoted: string;
  let formula: string;
  const buyerIds: string[] = [];

  /** Past orders of the creator's two courses, appended as the log holds them: one a day from March 1st. */
  async function appendOrder(courseId: string, day: number, paid: boolean) {
    const orderId = randomUUID();
    const buyerId = randomUUID();
    buyerIds.push(buyerId);
    const placedAt = `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;
    const events: PathwiseEvent[] = [
      {
        type: 'OrderPlaced',
        data: {
          orderId, buyerId, courseId, creatorId: creator.userId, currency: 'USD', subtotal: 2_000, taxRateBasisPoints: 0, tax: 0, total: 2_000,
          creatorTier: 'pro', platformFeeBasisPoints: 1_000, platformFee: 200, placedAt,
        },
      },
    ];
    if (paid) events.push({ type: 'OrderPaid', data: { orderId, provider: 'test', paymentId: `p-${orderId}`, providerEventId: `e-${orderId}`, processingFee: 0, paidAt: placedAt } });
    await used.server.platform.store.append(orderStreamId(orderId), events, { expectedVersion: 'no_stream' });
    return orderId;
  }

  beforeAll(async () => {
    creator = await person('creator');
    other = await person('creator');
    const store = used.server.platform.store;
    quoted = (await givenPublishedCourse(store, { creatorId: creator.userId, title: 'Fractions, "the fun part"', details: { priceCents: 4_900, currency: 'EUR' } })).courseId;
    formula = (await givenPublishedCourse(store, { creatorId: creator.userId, title: '=HYPERLINK("x")', details: { priceCents: 2_000, currency: 'USD' } })).courseId;
    for (let day = 1; day <= 6; day++) await appendOrder(formula, day, day !== 3);
    // One sale through the real checkout, today, in euros with French tax.
    const buyer = await person('student');
    const placed = await sendJson('POST', api(`/courses/${quoted}/orders`), { country: 'FR' }, buyer.token);
    const sessionId = String((placed.body as unknown as PlaceOrderResponse).checkoutUrl).replace('/checkout/test/', '');
    await sendJson('POST', api(`/payments/test/sessions/${sessionId}/pay`), { cardNumber: '4242 4242 4242 4242' });
    await settledHead(used.server.platform);
  });

  it('sums the paid sales per currency and per day over the range asked, and lists the courses sold', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await eventually(async () => {
      const { body } = await get<SalesSummaryResponse>(`/sales?from=2026-03-01&to=${today}`, creator.token);
      expect(body.totals).toEqual([
        { currency: 'EUR', orders: 1, subtotal: 4_900, tax: 980, total: 5_880, platformFee: 490, creatorEarnings: 4_410, refunds: 0, refundedTotal: 0 },
        { currency: 'USD', orders: 5, subtotal: 10_000, tax: 0, total: 10_000, platformFee: 1_000, creatorEarnings: 9_000, refunds: 0, refundedTotal: 0 },
      ]);
    });
    const march = await get<SalesSummaryResponse>('/sales?from=2026-03-02&to=2026-03-04', creator.token);
    expect(march.status).toBe(200);
    expect(march.body).toMatchObject({ creatorId: creator.userId, from: '2026-03-02', to: '2026-03-04', orderCount: 2 });
    expect(march.body.daily.map((day) => [day.day, day.orders])).toEqual([['2026-03-02', 1], ['2026-03-04', 1]]);
    expect(march.body.courses.map((course) => course.title).sort()).toEqual(['=HYPERLINK("x")', 'Fractions, "the fun part"']);
    // Without a range: the last 30 days, which hold today's sale only.
    expect((await get<SalesSummaryResponse>('/sales', creator.token)).body).toMatchObject({ to: today, orderCount: 1 });
  });

  it('pages the orders newest first and filters them by course, status and days', async () => {
    const first = await get<SalesOrdersResponse>('/sales/orders?limit=3', creator.token);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.items[0]).toMatchObject({ courseTitle: 'Fractions, "the fun part"', status: 'paid', currency: 'EUR', tax: 980, creatorEarnings: 4_410 });
    expect(first.body.items[0]!.buyerName).not.toBeUndefined();
    const second = await get<SalesOrdersResponse>(`/sales/orders?limit=3&cursor=${first.body.nextCursor}`, creator.token);
    const third = await get<SalesOrdersResponse>(`/sales/orders?limit=3&cursor=${second.body.nextCursor}`, creator.token);
    expect(third.body.items).toHaveLength(1);
    expect(third.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...second.body.items, ...third.body.items];
    expect(new Set(all.map((order) => order.orderId)).size).toBe(7);
    expect(all.map((order) => order.placedAt)).toEqual([...all.map((order) => order.placedAt)].sort().reverse());

    const declined = await get<SalesOrdersResponse>(`/sales/orders?status=awaiting_payment&courseId=${formula}`, creator.token);
    expect(declined.body.items.map((order) => order.placedAt)).toEqual(['2026-03-03T09:00:00.000Z']);
    const days = await get<SalesOrdersResponse>('/sales/orders?from=2026-03-05&to=2026-03-06', creator.token);
    expect(days.body.items.map((order) => order.placedAt.slice(0, 10))).toEqual(['2026-03-06', '2026-03-05']);
    expect((await get<SalesOrdersResponse>(`/sales/orders?courseId=${quoted}`, creator.token)).body.items).toHaveLength(1);
  });

  it('exports the filtered orders as CSV, quoting and defusing the titles', async () => {
    const response = await fetch(api(`/sales/orders.csv?courseId=${formula}&status=paid`), { headers: { authorization: `Bearer ${creator.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('order_id,placed_at,paid_at,status,course_id,course_title,buyer,currency,subtotal,coupon_code,discount,tax_rate_percent,tax,total,platform_fee,creator_earnings');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines[1]).toContain(`,paid,${formula},"'=HYPERLINK(""x"")",`);
    expect(lines[1]).toMatch(/,USD,20\.00,,0\.00,0\.00,0\.00,20\.00,2\.00,18\.00$/);

    const euros = await (await fetch(api(`/sales/orders.csv?courseId=${quoted}`), { headers: { authorization: `Bearer ${creator.token}` } })).text();
    expect(euros).toContain(',"Fractions, ""the fun part""",');
    expect(euros).toContain(',EUR,49.00,,0.00,20.00,9.80,58.80,4.90,44.10\r\n');
  });

  it("keeps a creator out of another's sales, and lets an admin name the creator", async () => {
    for (const path of ['/sales', '/sales/orders', '/sales/orders.csv']) {
      const refused = await get(`${path}?creatorId=${creator.userId}`, other.token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.errors?.map((error) => error.pointer)).toEqual(['#/query/creatorId']);
    }
    // Their own, named or not, is theirs: empty.
    expect((await get<SalesOrdersResponse>(`/sales/orders?creatorId=${other.userId}`, other.token)).body.items).toEqual([]);
    expect((await get<SalesSummaryResponse>('/sales?from=2026-03-01&to=2026-03-31', other.token)).body.totals).toEqual([]);
    const admin = await person('admin');
    expect((await get<SalesSummaryResponse>(`/sales?creatorId=${creator.userId}&from=2026-03-01&to=2026-03-31`, admin.token)).body.orderCount).toBe(5);
  });

  it('names the query field it cannot take, and answers nothing else', async () => {
    const cases: [string, string][] = [
      ['/sales?from=2026-02-30', '#/query/from'],
      ['/sales?from=2026-03-10&to=2026-03-01', '#/query/to'],
      ['/sales?from=2024-01-01&to=2026-03-01', '#/query/to'],
      ['/sales/orders?status=shipped', '#/query/status'],
      ['/sales/orders?limit=1000', '#/query/limit'],
      ['/sales/orders?cursor=not-a-cursor', '#/query/cursor'],
      ['/sales/orders?courseId=../../etc', '#/query/courseId'],
      ['/sales/orders?page=2', '#/query/page'],
      ['/sales/orders.csv?to=yesterday', '#/query/to'],
    ];
    for (const [path, pointer] of cases) {
      const response = await get(path, creator.token);
      expect(response.status, path).toBe(400);
      expect(response.body.errors?.map((error) => error.pointer), path).toEqual([pointer]);
    }
    expect((await fetch(api('/sales'))).status).toBe(401);
  });
});
