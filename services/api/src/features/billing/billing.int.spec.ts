import { randomUUID } from 'node:crypto';
import type { DevOutboxResponse } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { planSubscriptionStreamId } from './plan-subscription.decider.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('the free trial on %s', (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, {}, { clock });
  const url = (path: string) => `${used.server.url}/api${path}`;
  const freeAccount = async () => {
    const userId = randomUUID();
    const email = `trial-${userId.slice(0, 8)}@example.com`;
    return { userId, email, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'free', email }) };
  };
  const mailsTo = async (email: string) =>
    ((await requestJson('GET', url(`/dev/outbox?to=${encodeURIComponent(email)}`))).body as unknown as DevOutboxResponse).messages;

  it('starts once without a card, puts the account on the plan at once, and refuses a second trial', async () => {
    const account = await freeAccount();
    expect((await requestJson('GET', url('/billing'), undefined, account.token)).body).toEqual({
      tier: 'free',
      trial: null,
      trialAvailable: true,
      subscription: null,
      paymentsAvailable: true,
      planCurrency: 'USD',
      taxCountries: [],
    });
    expect((await requestJson('GET', url('/white-label'), undefined, account.token)).status).toBe(403);

    const started = await requestJson('POST', url('/billing/trial'), { tier: 'pro_plus' }, account.token);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ tier: 'pro_plus', trial: { tier: 'pro_plus', daysLeft: 14, ended: false }, trialAvailable: false });
    // The very next request is gated by the new plan.
    expect((await requestJson('GET', url('/me'), undefined, account.token)).body).toMatchObject({ subscription_tier: 'pro_plus' });
    expect((await requestJson('GET', url('/white-label'), undefined, account.token)).status).toBe(200);

    const again = await requestJson('POST', url('/billing/trial'), { tier: 'pro_plus' }, account.token);
    expect(again.status).toBe(200);
    const other = await requestJson('POST', url('/billing/trial'), { tier: 'pro' }, account.token);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ detail: 'Each account has one free trial, and this one has had it.' });
    const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(account.userId));
    expect(events.map((event) => event.type)).toEqual(['TrialStarted']);
  });

  it('refuses a plan without a trial, naming the field, and stores nothing', async () => {
    const account = await freeAccount();
    const refused = await requestJson('POST', url('/billing/trial'), { tier: 'free' }, account.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [expect.objectContaining({ pointer: '#/body/tier' })] });
    expect((await requestJson('POST', url('/billing/trial'), { tier: 'pro', amountCents: 0 }, account.token)).status).toBe(400);
    const { events } = await used.server.platform.store.readStream(planSubscriptionStreamId(account.userId));
    expect(events).toEqual([]);
  });

  it('mails a reminder three days before the end, then returns the account to the free plan when it ends', async () => {
    const account = await freeAccount();
    expect((await requestJson('POST', url('/billing/trial'), { tier: 'pro' }, account.token)).status).toBe(201);
    const accounts = used.server.platform.identity.accounts;

    clock.advance(10 * DAY_MS);
    expect((await used.server.platform.runTrialDeadlines()).reminded).not.toContain(account.userId);

    clock.advance(1 * DAY_MS + 60_000);
    // The read model the run asks holds the trial once it has applied its start.
    await eventually(async () => expect((await used.server.platform.runTrialDeadlines()).reminded).toContain(account.userId));
    expect((await used.server.platform.runTrialDeadlines()).reminded).not.toContain(account.userId);
    const [reminder] = await mailsTo(account.email);
    expect(reminder?.subject).toMatch(/^Your Pathwise Pro trial ends on /);
    expect(reminder?.text).toContain('Nothing is charged');
    expect((await accounts.load(account.userId)).state.tier).toBe('pro');

    clock.advance(3 * DAY_MS);
    await eventually(async () => expect((await used.server.platform.runTrialDeadlines()).ended).toContain(account.userId));
    await eventually(async () => expect((await accounts.load(account.userId)).state.tier).toBe('free'));
    const mails = await mailsTo(account.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your Pathwise Pro trial has ended');

    const fresh = await used.server.tokenFor({ userId: account.userId, role: 'creator', tier: 'free' });
    expect((await requestJson('GET', url('/billing'), undefined, fresh)).body).toMatchObject({
      tier: 'free',
      trial: { tier: 'pro', daysLeft: 0, ended: true },
      trialAvailable: false,
    });
    expect((await requestJson('POST', url('/billing/trial'), { tier: 'pro' }, fresh)).status).toBe(409);
  });
});
