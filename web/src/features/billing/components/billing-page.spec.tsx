import { BillingResponse, PurchasesResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const onFree: BillingResponse = { tier: 'free', trial: null, trialAvailable: true };
const onProTrial: BillingResponse = {
  tier: 'pro',
  trial: { tier: 'pro', startedAt: '2026-03-01T10:00:00.000Z', endsAt: '2026-03-15T10:00:00.000Z', daysLeft: 14, ended: false },
  trialAvailable: false,
};
const creator = () => aSession(aUser({ role: 'creator', subscription_tier: 'free' }));
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Billing page', () => {
  beforeAll(async () => {
    await import('../routes/billing-route');
  });

  it('shows the plan with what it includes, and starts the Pro trial without a card', async () => {
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'POST /api/billing/trial': jsonReply(BillingResponse, onProTrial, { status: 201 }),
    });
    renderApp('/billing', { session: creator() });

    const plan = await section('Your plan');
    expect(plan.getByText('You are on the Free plan.')).toBeTruthy();
    expect(plan.getByText('Published courses').nextElementSibling?.textContent).toBe('1');
    expect(plan.getByText('AI credits each month').nextElementSibling?.textContent).toBe('100');

    const offers = await section('Try a paid plan free');
    expect(offers.getByText(/No card is needed/)).toBeTruthy();
    fireEvent.click(offers.getByRole('button', { name: 'Start the 14-day Pro trial' }));

    expect((await plan.findByText(/Your free Pro trial ends on March 15, 2026: 14 days left\./)).textContent).toBeTruthy();
    expect(plan.getByText('You are on the Pro plan.')).toBeTruthy();
    expect(plan.getByText('AI credits each month').nextElementSibling?.textContent).toBe('2,000');
    expect(screen.queryByRole('region', { name: 'Try a paid plan free' })).toBeNull();
    expect(api.to('POST /api/billing/trial')[0]?.json).toEqual({ tier: 'pro' });
  });

  it('says when a trial ended, and offers none again', async () => {
    stubApi({
      'GET /api/billing': jsonReply(BillingResponse, { tier: 'free', trial: { ...onProTrial.trial!, daysLeft: 0, ended: true }, trialAvailable: false }),
    });
    renderApp('/billing', { session: creator() });

    expect(await screen.findByText('Your free Pro trial ended on March 15, 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /trial/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows the server’s reason when the trial cannot start', async () => {
    const used: ProblemDetails = { type: 'urn:pathwise:problem:conflict', title: 'Conflict', status: 409, detail: 'Each account has one free trial, and this one has had it.', traceId: 't' };
    stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'POST /api/billing/trial': problemReply(used, 'Conflict'),
      // The purchases beside the plan answer too, so that the one alert is the trial's.
      'GET /api/me/purchases': jsonReply(PurchasesResponse, { purchases: [], policy: { windowDays: 30, maxLessonsFinishedPercent: 30 } }),
    });
    renderApp('/billing', { session: creator() });

    fireEvent.click((await section('Try a paid plan free')).getByRole('button', { name: 'Start the 14-day Pro Plus trial' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not start the trial');
    expect(alert.textContent).toContain('Each account has one free trial, and this one has had it.');
  });

  it('says it is loading while the plan is read', async () => {
    stubApi({ 'GET /api/billing': pendingReply });
    renderApp('/billing', { session: creator() });
    expect(await screen.findByText('Loading your plan…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your plan' })).toBeNull();
  });
});
