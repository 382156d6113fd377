import { randomUUID } from 'node:crypto';
import { testCards } from '@pathwise/contracts';
import { givenPublishedCourse, startTestServer, type TestServer } from '@pathwise/api/testing';
import {
  LIVE_SCHEMA,
  SALES_COUPONS,
  SALES_COURSES,
  SALES_DAILY,
  SALES_ORDERS,
  getCouponPerformance,
  getSalesOrders,
  getSalesRefunds,
  getSalesSummary,
} from '@pathwise/projections';
import { sql } from 'kysely';
import { measureLatency, type LatencyFigure } from './latency.js';

export interface CommerceBenchSizes {
  /** Checkouts timed, each a new buyer of the one course, this many at once. */
  readonly checkouts: number;
  readonly concurrentBuyers: number;
  /** The orders of the creator whose /sales pages are timed. */
  readonly creatorOrders: number;
  /** Requests timed per /sales query. */
  readonly queries: number;
}

export interface ThroughputFigure {
  readonly name: string;
  readonly perSecond: number;
  readonly baseline: { readonly name: string; readonly perSecond: number };
}

export interface CommerceBenchResult {
  readonly throughput: ThroughputFigure;
  readonly latencies: LatencyFigure[];
  /** Seconds each phase took, so a slow run says where its time went. */
  readonly phases: Record<string, number>;
}

/** Runs `count` jobs, `concurrency` at a time, and answers how many finished per second. */
async function perSecond(count: number, concurrency: number, job: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/**
 * A checkout as a buyer's clicks make it, without the browser: the order placed (priced from the course on the server),
 * the test provider's checkout started, the good card charged, and its signed delivery recorded on the order.
 */
async function checkout(server: TestServer, courseId: string): Promise<void> {
  const buyerId = randomUUID();
  const { orders, testProvider } = server.platform.commerce;
  const origin = { actor: { userId: buyerId, role: 'student' as const, tier: 'free' as const, sessionId: 'bench', via: 'bearer' as const }, requestId: buyerId };
  const { orderId, state, courseTitle } = await orders.place(courseId, undefined, origin);
  const { sessionId } = await testProvider!.startCheckout({
    orderId,
    courseId,
    courseTitle,
    amount: state.pricing!.total,
    currency: 'USD',
    successPath: `/courses/${courseId}/purchase/success?orderId=${orderId}`,
    cancelPath: `/courses/${courseId}/purchase/cancel?orderId=${orderId}`,
  });
  const outcome = await testProvider!.charge(sessionId, testCards.succeeds, 'pay');
  if (outcome !== 'succeeded') throw new Error(`A bench checkout was ${outcome}`);
}

/**
 * A creator's 100,000 orders written straight into the creator-sales tables in one statement each, as the projection
 * would leave them (the queries read nothing else): 20 courses, 2,000 buyers, a year of days, one order in ten open,
 * one in ten declined and one in ten refunded a day after its payment, one in seven with one of five coupon codes;
 * paid ones summed per day of payment less the refunds per day of refund, and per code and currency.
 */
async function givenCreatorOrders(server: TestServer, creatorId: string, count: number): Promise<void> {
  const db = server.platform.database.db;
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, SALES_ORDERS)}
      (order_id, creator_id, buyer_id, course_id, status, currency, subtotal, tax_rate_basis_points, tax, total, platform_fee, creator_earnings,
       coupon_code, discount, placed_at, paid_at, refunded_at, refunded_total, refunded_by, refund_reason)
    SELECT 'bench-' || n, ${creatorId}, 'buyer-' || (n % 2000), 'course-' || (n % 20),
           CASE WHEN n % 10 = 0 THEN 'declined' WHEN n % 10 = 1 THEN 'awaiting_payment' WHEN n % 10 = 9 THEN 'refunded' ELSE 'paid' END,
           CASE WHEN n % 3 = 0 THEN 'EUR' ELSE 'USD' END, 2900, 2000, 580, 3480, 290, 2610,
           CASE WHEN n % 7 = 0 THEN 'CODE-' || (n % 5) END, CASE WHEN n % 7 = 0 THEN 290 ELSE 0 END,
           now() - make_interval(secs => n * (365 * 86400.0 / ${count})),
           CASE WHEN n % 10 > 1 THEN now() - make_interval(secs => n * (365 * 86400.0 / ${count})) END,
           CASE WHEN n % 10 = 9 THEN now() - make_interval(secs => n * (365 * 86400.0 / ${count})) + interval '1 day' END,
           CASE WHEN n % 10 = 9 THEN 3480 END, CASE WHEN n % 10 = 9 THEN ${creatorId} END, CASE WHEN n % 10 = 9 THEN 'creator' END
    FROM generate_series(1, ${count}) AS n
  `.execute(db);
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, SALES_DAILY)} (creator_id, day, currency, orders, subtotal, tax, total, platform_fee, creator_earnings)
    SELECT creator_id, (paid_at AT TIME ZONE 'UTC')::date, currency, count(*), sum(subtotal), sum(tax), sum(total), sum(platform_fee), sum(creator_earnings)
    FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)} WHERE creator_id = ${creatorId} AND status IN ('paid', 'refunded')
    GROUP BY 1, 2, 3
  `.execute(db);
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, SALES_DAILY)} AS daily
      (creator_id, day, currency, orders, subtotal, tax, total, platform_fee, creator_earnings, refunds, refunded_total)
    SELECT creator_id, (refunded_at AT TIME ZONE 'UTC')::date, currency, 0, -sum(subtotal), -sum(tax), -sum(total), -sum(platform_fee), -sum(creator_earnings),
           count(*), sum(refunded_total)
    FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)} WHERE creator_id = ${creatorId} AND status = 'refunded'
    GROUP BY 1, 2, 3
    ON CONFLICT (creator_id, day, currency) DO UPDATE SET
      subtotal = daily.subtotal + excluded.subtotal, tax = daily.tax + excluded.tax, total = daily.total + excluded.total,
      platform_fee = daily.platform_fee + excluded.platform_fee, creator_earnings = daily.creator_earnings + excluded.creator_earnings,
      refunds = excluded.refunds, refunded_total = excluded.refunded_total
  `.execute(db);
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, SALES_COUPONS)} (creator_id, code, currency, redemptions, refunds, revenue, discount, creator_earnings)
    SELECT creator_id, coupon_code, currency, count(*), count(*) FILTER (WHERE status = 'refunded'),
           sum(subtotal - discount) FILTER (WHERE status = 'paid'), sum(discount) FILTER (WHERE status = 'paid'), sum(creator_earnings) FILTER (WHERE status = 'paid')
    FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)} WHERE creator_id = ${creatorId} AND coupon_code IS NOT NULL AND status IN ('paid', 'refunded')
    GROUP BY 1, 2, 3
  `.execute(db);
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, SALES_COURSES)} (creator_id, course_id, orders)
    SELECT creator_id, course_id, count(*) FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)} WHERE creator_id = ${creatorId} GROUP BY 1, 2
  `.execute(db);
  for (const table of [SALES_ORDERS, SALES_DAILY, SALES_COUPONS, SALES_COURSES]) await sql`ANALYZE ${sql.id(LIVE_SCHEMA, table)}`.execute(db);
}

/**
 * Checkouts per second with many buyers of one course at once (beside plain appends at the same concurrency, in the
 * same run), and the /sales routes' latency for a creator with 100,000 orders (beside the health route's), over HTTP
 * on the real server on PostgreSQL.
 */
export async function benchCommerce(sizes: CommerceBenchSizes): Promise<CommerceBenchResult> {
  const phases: Record<string, number> = {};
  let phaseStarted = performance.now();
  const phaseDone = (name: string) => {
    phases[name] = (performance.now() - phaseStarted) / 1000;
    phaseStarted = performance.now();
  };
  const server = await startTestServer('postgres');
  try {
    const creatorId = randomUUID();
    await server.tokenFor({ userId: creatorId, role: 'creator', tier: 'pro' });
    const { courseId } = await givenPublishedCourse(server.platform.store, { creatorId, title: 'Bench course', details: { priceCents: 2_900, currency: 'USD' } });
    phaseDone('start');
    const seller = randomUUID();
    const token = await server.tokenFor({ userId: seller, role: 'creator', tier: 'pro' });
    await givenCreatorOrders(server, seller, sizes.creatorOrders);
    phaseDone('loading orders');
    const get = async (path: string) => {
      const response = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { nextCursor?: string | null };
    };
    // A cursor deep in the list: the 2,000th page of 25, where OFFSET would read 50,000 rows first.
    let deep = '';
    {
      const { rows } = await sql<{ placed_at: Date; order_id: string }>`
        SELECT placed_at, order_id FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)} WHERE creator_id = ${seller}
        ORDER BY placed_at DESC, order_id DESC OFFSET ${Math.floor(sizes.creatorOrders / 2)} LIMIT 1
      `.execute(server.platform.database.db);
      deep = `${new Date(rows[0]!.placed_at).getTime()}.${rows[0]!.order_id}`;
    }
    // The 200th page of 25 refunds.
    let deepRefund = '';
    {
      const { rows } = await sql<{ refunded_at: Date; order_id: string }>`
        SELECT refunded_at, order_id FROM ${sql.id(LIVE_SCHEMA, SALES_ORDERS)} WHERE creator_id = ${seller} AND status = 'refunded'
        ORDER BY refunded_at DESC, order_id DESC OFFSET 5000 LIMIT 1
      `.execute(server.platform.database.db);
      deepRefund = `${new Date(rows[0]!.refunded_at).getTime()}.${rows[0]!.order_id}`;
    }
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const health = await measureLatency(sizes.queries, async () => (await fetch(`${server.url}/api/health`)).arrayBuffer());
    const baseline = { name: 'GET /api/health', p99: health.p99 };
    const routes: [string, string][] = [
      ['GET /sales (30 days)', '/sales'],
      ['GET /sales (a year)', `/sales?from=${yearAgo}&to=${today}`],
      ['GET /sales/orders (first page)', '/sales/orders'],
      ['GET /sales/orders (page 2,000)', `/sales/orders?cursor=${deep}`],
      ['GET /sales/orders (one course)', '/sales/orders?courseId=course-7'],
      ['GET /sales/orders (declined)', '/sales/orders?status=declined'],
      ['GET /sales/orders (a month)', `/sales/orders?from=${yearAgo.slice(0, 8)}01&to=${yearAgo.slice(0, 8)}28`],
      ['GET /sales/refunds (first page)', '/sales/refunds'],
      ['GET /sales/refunds (page 200)', `/sales/refunds?cursor=${deepRefund}`],
      ['GET /sales/coupons', '/sales/coupons'],
    ];
    const latencies: LatencyFigure[] = [{ store: 'postgres', name: baseline.name, ...health }];
    for (const [name, path] of routes) {
      const measured = await measureLatency(sizes.queries, () => get(path));
      latencies.push({ store: 'postgres', name, ...measured, baseline, targetP99: 20 });
    }
    // The same reads without HTTP, sign-in or response checks: what the database and the read model's code cost, so
    // a loaded machine's noise in the figures above can be told apart from the queries' own.
    const db = server.platform.database.db;
    const [deepAt, deepId] = [new Date(Number(deep.split('.')[0])).toISOString(), deep.slice(deep.indexOf('.') + 1)];
    const [refundAt, refundId] = [new Date(Number(deepRefund.split('.')[0])).toISOString(), deepRefund.slice(deepRefund.indexOf('.') + 1)];
    const direct: [string, () => Promise<unknown>][] = [
      ['summary (a year)', () => getSalesSummary(db, seller, { from: yearAgo, to: today })],
      ['orders (page 2,000)', () => getSalesOrders(db, seller, {}, { placedAt: deepAt, orderId: deepId }, 25)],
      ['orders (one course)', () => getSalesOrders(db, seller, { courseId: 'course-7' }, null, 25)],
      ['refunds (page 200)', () => getSalesRefunds(db, seller, { refundedAt: refundAt, orderId: refundId }, 25)],
      ['coupon performance', () => getCouponPerformance(db, seller)],
    ];
    for (const [name, call] of direct) latencies.push({ store: 'postgres', name: `read model: ${name}`, ...(await measureLatency(sizes.queries, call)) });
    phaseDone('queries');
    // Checkouts last: the work they leave the reactors (enrolments, receipts, notifications, achievements) would
    // otherwise run under the latencies above.
    // Warm both paths so that neither figure pays for first compilation.
    for (let index = 0; index < 20; index++) await checkout(server, courseId);
    // The floor: one event appended to a new stream, as many at once, the least a checkout's two appends can cost.
    const appendsPerSecond = await perSecond(sizes.checkouts, sizes.concurrentBuyers, () =>
      server.platform.store.append(`order-${randomUUID()}`, [{ type: 'OrderDeclined', data: { orderId: randomUUID(), provider: 'test', providerEventId: randomUUID(), reason: 'card_declined' } }], {
        expectedVersion: 'no_stream',
      }),
    );
    const checkoutsPerSecond = await perSecond(sizes.checkouts, sizes.concurrentBuyers, () => checkout(server, courseId));

    phaseDone('checkouts');
    return {
      phases,
      throughput: { name: `checkouts/s (${sizes.concurrentBuyers} buyers of one course at once)`, perSecond: checkoutsPerSecond, baseline: { name: `single-event appends/s at ${sizes.concurrentBuyers} at once`, perSecond: appendsPerSecond } },
      latencies,
    };
  } finally {
    await server.close();
  }
}

/** The throughput line: the checkouts' rate, the appends' rate, and their ratio. */
export function throughputReport(figure: ThroughputFigure): string {
  return `postgres   ${figure.name}: ${figure.perSecond.toFixed(1)} | ${figure.baseline.name}: ${figure.baseline.perSecond.toFixed(1)} | ratio ${(figure.perSecond / figure.baseline.perSecond).toFixed(3)}`;
}
