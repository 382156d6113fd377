import { randomUUID } from 'node:crypto';
import type { PayoutsOverviewResponse, PlaceOrderResponse } from '@pathwise/contracts';
import { creatorPayoutsStreamId } from '@pathwise/event-schemas';
import { eventually } from '@pathwise/event-store/testing';
import { ledgerTransactions } from '@pathwise/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('creators paid out: the payout account, the monthly payout past the refund window, its statement', () => {
  const clock = new TestClock();
  const used = useTestServer('pglite', {}, { clock });
  const api = (path: string) => `${used.server.url}/api${path}`;
  let creator: { userId: string; token: string };
  let courseId: string;

  beforeAll(async () => {
    const userId = randomUUID();
    creator = { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'pro', email: `payee-${userId.slice(0, 8)}@example.com` }) };
    courseId = (await givenPublishedCourse(used.server.platform.store, { creatorId: userId, title: 'Paid out', details: { priceCents: 4_900, currency: 'EUR' } })).courseId;
  });

  const overview = async (token = creator.token) => (await sendJson('GET', api('/connect'), undefined, token)).body as unknown as PayoutsOverviewResponse;
  const sell = async () => {
    const buyerId = randomUUID();
    const token = await used.server.tokenFor({ userId: buyerId, role: 'student', tier: 'free', email: `buyer-${buyerId.slice(0, 8)}@example.com` });
    const { orderId } = (await sendJson('POST', api(`/courses/${courseId}/orders`), {}, token)).body as unknown as PlaceOrderResponse;
    const provider = used.server.platform.commerce.testProvider!;
    const [rawBody, signature] = provider.signedDelivery({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', data: { orderId, paymentId: `pay_${orderId}`, processingFee: 172 } });
    await fetch(api('/payments/test/webhook'), { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'pathwise-signature': signature }, body: rawBody });
    await eventually(async () => expect(await ledgerTransactions(used.server.platform.database.db, orderId)).toHaveLength(1));
    return orderId;
  };

  it('refuses a mistyped IBAN by name and stores nothing', async () => {
    const refused = await sendJson('PUT', api('/connect/account'), { holderName: 'Maya Lindqvist', iban: 'DE89 3704 0044 0532 0130 01' }, creator.token);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(refused.body)).toContain('#/body/iban');
    const missing = await sendJson('PUT', api('/connect/account'), { iban: 'DE89370400440532013000' }, creator.token);
    expect(JSON.stringify(missing.body)).toContain('#/body/holderName');
    expect((await used.server.platform.store.readStream(creatorPayoutsStreamId(creator.userId))).events).toEqual([]);
  });

  it('keeps sales in the refund window, then pays them on the first of the month after, once, with a statement', async () => {
    const orderId = await sell();
    const before = await overview();
    expect(before.account).toBeNull();
    expect(before.balances).toEqual([{ currency: 'EUR', available: 0, inRefundWindow: 4_410, paidOut: 0 }]);

    const connected = await sendJson('PUT', api('/connect/account'), { holderName: 'Maya Lindqvist', iban: 'de89 3704 0044 0532 0130 00' }, creator.token);
    expect(connected.status).toBe(200);
    expect((connected.body as unknown as PayoutsOverviewResponse).account).toMatchObject({ provider: 'test', ibanLast4: '3000', country: 'DE' });
    // The account number is sealed in the vault: the log holds no IBAN in clear.
    const { rows } = await used.server.platform.database.db.executeQuery<{ data: unknown }>({
      sql: "SELECT data FROM event_store.events WHERE event_type = 'PayoutAccountConnected'",
      parameters: [],
      query: { kind: 'RawNode' },
    } as never);
    expect(JSON.stringify(rows)).not.toContain('DE89370400440532013000');

    // Nothing is paid while the sale may still be refunded.
    expect(await used.server.platform.commerce.payouts.payDueMonth()).toEqual([]);

    clock.advance(65 * DAY_MS);
    const paid = await used.server.platform.commerce.payouts.payDueMonth();
    expect(paid).toHaveLength(1);
    expect(await used.server.platform.commerce.payouts.payDueMonth()).toEqual([]);
    await settledHead(used.server.platform);
    // Two months on, the session of before has expired.
    creator = { ...creator, token: await used.server.tokenFor({ userId: creator.userId, role: 'creator', tier: 'pro', email: `payee-${creator.userId.slice(0, 8)}@example.com` }) };
    const after = await overview();
    expect(after.balances).toEqual([{ currency: 'EUR', available: 0, inRefundWindow: 0, paidOut: 4_410 }]);
    expect(after.payouts).toEqual([expect.objectContaining({ payoutId: paid[0], currency: 'EUR', amount: 4_410 })]);

    const statement = await fetch(api(`/connect/payouts/${paid[0]}/statement`), { headers: { authorization: `Bearer ${creator.token}` } });
    expect(statement.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await statement.text()).trim().split('\r\n');
    expect(lines[0]).toBe('posted_at,order_id,kind,amount_minor_units,currency');
    expect(lines.slice(1)).toEqual([expect.stringContaining(`,${orderId},creator-earnings,4410,EUR`), ',,payout-total,4410,EUR']);

    const stranger = await used.server.tokenFor({ userId: randomUUID(), role: 'creator', tier: 'free', email: 'stranger@example.com' });
    expect((await fetch(api(`/connect/payouts/${paid[0]}/statement`), { headers: { authorization: `Bearer ${stranger}` } })).status).toBe(404);
    expect(await overview(stranger)).toMatchObject({ account: null, balances: [], payouts: [] });
  });
});
