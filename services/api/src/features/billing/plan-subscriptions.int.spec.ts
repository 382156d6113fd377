import { randomUUID } from 'node:crypto';
import {
  testCards,
  type BillingResponse,
  type DevOutboxResponse,
  type InvoicesResponse,
  type PaymentMethodChangeResponse,
  type SubscribeResponse,
  type TestCheckoutSessionResponse,
} from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { planSubscriptionStreamId } from './plan-subscription.decider.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('paid plan subscriptions on %s', (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, { TAX_RATES: 'FR=20' }, { clock });
  const url = (path: string) => `${used.server.url}/api${path}`;
  const freeAccount = async () => {
    const userId = randomUUID();
    const email = `plans-${userId.slice(0, 8)}@example.com`;
    // The clock moves weeks on: the token outlives it.
    return { userId, email, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'free', email }, 90 * 86_400) };
  };
  const mailsTo = async (email: string) =>
    ((await requestJson('GET', url(`/dev/outbox?to=${encodeURIComponent(email)}`))).body as unknown as DevOutboxResponse).messages;
  const billing = async (token: string) => (await requestJson('GET', url('/billing'), undefined, token)).body as unknown as BillingResponse;
  const invoices = async (token: string) => ((await requestJson('GET', url('/billing/invoices'), undefined, token)).body as unknown as InvoicesResponse).invoices;
  const tierOf = async (userId: string) => (await used.server.platform.identity.accounts.load(userId)).state.tier;

  /** Subscribes through the provider's own checkout page's calls, with a test card. */
  const subscribe = async (token: string, request: Record<string, unknown>, cardNumber: string = testCards.succeeds) => {
    const started = await requestJson('POST', url('/billing/subscription'), request, token);
    expect(started.status).toBe(201);
    const { checkoutUrl, dueNow } = started.body as unknown as SubscribeResponse;
    const sessionId = checkoutUrl.replace('/checkout/test/', '');
    const session = (await requestJson('GET', url(`/payments/test/sessions/${sessionId}`))).body as unknown as TestCheckoutSessionResponse;
    expect(session).toMatchObject({ amount: dueNow, savesPaymentMethod: true, courseId: null });
    const paid = await requestJson('POST', url(`/payments/test/sessions/${sessionId}/pay`), { cardNumber });
    return { dueNow, paid: paid.body as { outcome: string; redirectUrl: string | null } };
  };

  it('subscribes to Pro monthly with the test card, lists the paid invoice with its PDF receipt, and upgrades pro rata', async () => {
    const account = await freeAccount();
    const { dueNow, paid } = await subscribe(account.token, { tier: 'pro', period: 'monthly', country: 'fr' });
    // Pro monthly, 29.00 plus France's 20 %.
    expect(dueNow).toBe(3_480);
    expect(paid).toMatchObject({ outcome: 'succeeded', redirectUrl: expect.stringMatching(/^\/billing\?checkout=/) });
    await eventually(async () => expect(await tierOf(account.userId)).toBe('pro'));
    expect(await billing(account.token)).toMatchObject({
      tier: 'pro',
      subscription: { tier: 'pro', period: 'monthly', status: 'active', cancelAt: null, paymentMethod: { brand: 'visa', last4: '4242' }, nextCharge: { amount: 3_480 } },
    });

    const [invoice] = await invoices(account.token);
    expect(invoice).toMatchObject({ reason: 'first_payment', status: 'paid', subtotal: 2_900, tax: 580, total: 3_480, taxCountry: 'FR', currency: 'USD' });
    const receipt = await fetch(url(`/billing/invoices/${invoice!.invoiceId}/receipt.pdf`), { headers: { authorization: `Bearer ${account.token}` } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toMatch(/^application\/pdf/);
    const bytes = Buffer.from(await receipt.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(invoice!.number);
    const stranger = await freeAccount();
    expect((await requestJson('GET', url(`/billing/invoices/${invoice!.invoiceId}/receipt.pdf`), undefined, stranger.token)).status).toBe(404);

    // A second subscription while one runs is refused; the upgrade charges the rest of the period at once.
    expect((await requestJson('POST', url('/billing/subscription'), { tier: 'pro_plus', period: 'monthly' }, account.token)).status).toBe(409);
    clock.advance(15 * DAY_MS);
    const upgraded = await requestJson('POST', url('/billing/subscription/plan'), { tier: 'pro_plus', period: 'monthly' }, account.token);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ tier: 'pro_plus', subscription: { tier: 'pro_plus' } });
    const [proration] = await invoices(account.token);
    expect(proration).toMatchObject({ reason: 'proration', status: 'paid', lines: [expect.objectContaining({ kind: 'proration', fromTier: 'pro' })] });
    expect(proration!.subtotal).toBeGreaterThan(0);
    expect(proration!.subtotal).toBeLessThan(5_000);
  });

  it('replaces the card on the provider’s own page, recorded from its notification only; /billing shows it and the next renewal charges it', async () => {
    const account = await freeAccount();
    await subscribe(account.token, { tier: 'pro', period: 'monthly' });
    await eventually(async () => expect((await billing(account.token)).subscription).toMatchObject({ status: 'active', paymentMethod: { last4: '4242', changeId: null } }));
    const cardChanges = async () => (await used.server.platform.store.readStream(planSubscriptionStreamId(account.userId))).events.filter((event) => event.type === 'PlanPaymentMethodChanged');

    // The card is the provider's to tell: a client naming one is refused, and nothing is stored.
    const named = await requestJson('POST', url('/billing/subscription/payment-method'), { paymentMethod: { brand: 'visa', last4: '1111' } }, account.token);
    expect(named.status).toBe(400);
    const started = await requestJson('POST', url('/billing/subscription/payment-method'), {}, account.token);
    expect(started.status).toBe(201);
    const { changeId, checkoutUrl } = started.body as unknown as PaymentMethodChangeResponse;
    const sessionId = checkoutUrl.replace('/checkout/test/', '');
    expect((await requestJson('GET', url(`/payments/test/sessions/${sessionId}`))).body).toMatchObject({ amount: 0, savesPaymentMethod: true, cancelUrl: '/billing?card=cancelled' });
    // Asking for the card's page changes nothing yet, nor does a card that asks for a second step before it is given.
    expect((await requestJson('POST', url(`/payments/test/sessions/${sessionId}/pay`), { cardNumber: testCards.needsConfirmation })).body).toMatchObject({ outcome: 'requires_confirmation' });
    expect((await billing(account.token)).subscription?.paymentMethod).toEqual({ brand: 'visa', last4: '4242', changeId: null });
    expect(await cardChanges()).toEqual([]);

    const confirmed = await requestJson('POST', url(`/payments/test/sessions/${sessionId}/confirm`), { cardNumber: testCards.needsConfirmation, approve: true });
    expect(confirmed.body).toMatchObject({ outcome: 'succeeded', redirectUrl: `/billing?card=${changeId}` });
    expect((await billing(account.token)).subscription?.paymentMethod).toEqual({ brand: 'visa', last4: '3184', changeId });
    expect(await cardChanges()).toHaveLength(1);

    // 3184 cannot be confirmed with nobody at the keyboard: the renewal charges it, and fails on it.
    clock.advance(31 * DAY_MS);
    await eventually(async () => expect((await used.server.platform.runPlanRenewals()).failed).toContain(account.userId));
    const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(account.userId));
    expect(events.findLast((event) => event.type === 'PlanInvoiceIssued')?.data).toMatchObject({ reason: 'renewal', status: 'failed', paymentMethod: { last4: '3184' } });
  });

  it('refuses bad input naming the field, in the reader’s language, and stores nothing', async () => {
    const account = await freeAccount();
    const noPlan = await requestJson('POST', url('/billing/subscription'), { tier: 'free', period: 'monthly' }, account.token);
    expect(noPlan.status).toBe(400);
    expect(noPlan.body).toMatchObject({ errors: [expect.objectContaining({ pointer: '#/body/tier' })] });
    const amount = await requestJson('POST', url('/billing/subscription'), { tier: 'pro', period: 'monthly', amount: 1 }, account.token);
    expect(amount.status).toBe(400);
    expect((await requestJson('POST', url('/billing/subscription'), { tier: 'pro', period: 'weekly' }, account.token)).status).toBe(400);
    expect((await requestJson('POST', url('/billing/subscription'), { tier: 'pro', period: 'monthly', country: 'France' }, account.token)).status).toBe(400);
    const cancel = await fetch(url('/billing/subscription/cancel'), {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', 'accept-language': 'fr' },
      body: '{}',
    });
    expect(cancel.status).toBe(409);
    expect(((await cancel.json()) as { title: string }).title).toBe('Conflit');
    const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(account.userId));
    expect(events).toEqual([]);
  });

  it('cancels at the period’s end, resumes, cancels again, and the job at the period’s end returns the account to free', async () => {
    const account = await freeAccount();
    await subscribe(account.token, { tier: 'pro', period: 'monthly' });
    await eventually(async () => expect(await tierOf(account.userId)).toBe('pro'));
    const cancelled = await requestJson('POST', url('/billing/subscription/cancel'), {}, account.token);
    expect(cancelled.body).toMatchObject({ tier: 'pro', subscription: { cancelAt: expect.any(String), nextCharge: null } });
    const resumed = await requestJson('POST', url('/billing/subscription/resume'), {}, account.token);
    expect(resumed.body).toMatchObject({ subscription: { cancelAt: null, nextCharge: { amount: 2_900 } } });
    await requestJson('POST', url('/billing/subscription/cancel'), {}, account.token);

    clock.advance(20 * DAY_MS);
    expect((await used.server.platform.runPlanRenewals()).ended).not.toContain(account.userId);
    clock.advance(12 * DAY_MS);
    await eventually(async () => expect((await used.server.platform.runPlanRenewals()).ended).toContain(account.userId));
    await eventually(async () => expect(await tierOf(account.userId)).toBe('free'));
    expect((await used.server.platform.runPlanRenewals()).ended).not.toContain(account.userId);
    // The move to a smaller plan ends the account's sessions, as an admin's does: sign in again.
    const fresh = await used.server.tokenFor({ userId: account.userId, role: 'creator', tier: 'free' });
    expect(await billing(fresh)).toMatchObject({ tier: 'free', subscription: { status: 'ended' } });
    // Only the first payment was ever charged.
    expect(await invoices(fresh)).toHaveLength(1);
  });

  it('converts a trial with a card that is saved but fails later: the first charge at the trial’s end fails, is retried on days 1, 3 and 7 with a mail each time, then the account is free', async () => {
    const account = await freeAccount();
    expect((await requestJson('POST', url('/billing/trial'), { tier: 'pro' }, account.token)).status).toBe(201);
    const { dueNow, paid } = await subscribe(account.token, { tier: 'pro', period: 'monthly' }, testCards.savedThenFails);
    expect(dueNow).toBe(0);
    expect(paid.outcome).toBe('succeeded');
    await eventually(async () => expect((await billing(account.token)).subscription).toMatchObject({ status: 'active', paymentMethod: { last4: '0341' } }));

    clock.advance(14 * DAY_MS + 60_000);
    await eventually(async () => expect((await used.server.platform.runPlanRenewals()).failed).toContain(account.userId));
    // A re-run of the job charges and records nothing more.
    expect((await used.server.platform.runPlanRenewals()).failed).not.toContain(account.userId);
    await eventually(async () => expect((await used.server.platform.runTrialDeadlines()).ended).toContain(account.userId));
    expect(await tierOf(account.userId)).toBe('pro');
    expect(await billing(account.token)).toMatchObject({ tier: 'pro', subscription: { status: 'past_due' } });

    for (const days of [1, 2, 4]) {
      clock.advance(days * DAY_MS);
      await eventually(async () => {
        const run = await used.server.platform.runPlanRenewals();
        expect([...run.failed, ...run.ended]).toContain(account.userId);
      });
    }
    await eventually(async () => expect(await tierOf(account.userId)).toBe('free'));
    const failed = await invoices(await used.server.tokenFor({ userId: account.userId, role: 'creator', tier: 'free' }));
    expect(failed.map((invoice) => invoice.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    const subjects = (await mailsTo(account.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === 'We could not renew your Pathwise Pro plan')).toHaveLength(3);
    expect(subjects).toContain('Your Pathwise Pro plan has ended');
    const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(account.userId));
    expect(events.filter((event) => event.type === 'PlanRenewalFailed').map((event) => (event.data as { attempt: number }).attempt)).toEqual([0, 1, 2, 3]);
  });
});
