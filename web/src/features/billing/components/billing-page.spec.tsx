import { BillingResponse, InvoicesResponse, PaymentMethodChangeResponse, PurchasesResponse, SubscribeResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const noSubscription = { subscription: null, paymentsAvailable: true, planCurrency: 'USD', taxCountries: [] as string[] } as const;
const onFree: BillingResponse = { tier: 'free', trial: null, trialAvailable: true, ...noSubscription };
const onProTrial: BillingResponse = {
  tier: 'pro',
  trial: { tier: 'pro', startedAt: '2026-03-01T10:00:00.000Z', endsAt: '2026-03-15T10:00:00.000Z', daysLeft: 14, ended: false },
  trialAvailable: false,
  ...noSubscription,
};
const noInvoices = jsonReply(InvoicesResponse, { invoices: [] });
const creator = () => aSession(aUser({ role: 'creator', subscription_tier: 'free' }));
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Billing page', () => {
  beforeAll(async () => {
    await import('../routes/billing-route');
  });

  it('shows the plan with what it includes, and starts the Pro trial without a card', async () => {
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'GET /api/billing/invoices': noInvoices,
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
      'GET /api/billing': jsonReply(BillingResponse, { tier: 'free', trial: { ...onProTrial.trial!, daysLeft: 0, ended: true }, trialAvailable: false, ...noSubscription }),
      'GET /api/billing/invoices': noInvoices,
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
      'GET /api/billing/invoices': noInvoices,
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

  it('shows the subscription: next charge, card, invoices with a receipt each, and cancels after a question', async () => {
    const subscription = {
      tier: 'pro',
      period: 'monthly',
      status: 'active',
      currency: 'USD',
      periodStart: '2026-04-01T00:00:00.000Z',
      periodEnd: '2026-05-01T00:00:00.000Z',
      nextCharge: { at: '2026-05-01T00:00:00.000Z', amount: 2_900, tier: 'pro', period: 'monthly' },
      cancelAt: null,
      pendingChange: null,
      paymentMethod: { brand: 'visa', last4: '4242', changeId: null },
    } as const;
    const onPro: BillingResponse = { tier: 'pro', trial: null, trialAvailable: false, subscription, paymentsAvailable: true, planCurrency: 'USD', taxCountries: [] };
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onPro),
      'GET /api/billing/invoices': jsonReply(InvoicesResponse, {
        invoices: [
          {
            invoiceId: 'inv-1',
            number: 'ADA-0001',
            reason: 'first_payment',
            status: 'paid',
            issuedAt: '2026-04-01T00:00:00.000Z',
            currency: 'USD',
            lines: [],
            subtotal: 2_900,
            taxCountry: null,
            taxRateBasisPoints: 0,
            tax: 0,
            total: 2_900,
            receiptUrl: '/api/billing/invoices/inv-1/receipt.pdf',
          },
        ],
      }),
      'POST /api/billing/subscription/cancel': jsonReply(BillingResponse, { ...onPro, subscription: { ...subscription, cancelAt: subscription.periodEnd, nextCharge: null } }),
    });
    renderApp('/billing', { session: aSession(aUser({ role: 'creator', subscription_tier: 'pro' })) });

    const plan = await section('Your plan');
    expect(plan.getByText('Next charge').nextElementSibling?.textContent).toBe('$29.00 on May 1, 2026');
    expect(plan.getByText('Payment method').nextElementSibling?.textContent).toBe('VISA ending in 4242');
    const invoices = await section('Invoices');
    expect((await invoices.findByRole('link', { name: /^PDF\s*receipt of invoice ADA-0001$/ })).getAttribute('href')).toBe('/api/billing/invoices/inv-1/receipt.pdf');
    expect(invoices.getByText('$29.00')).toBeTruthy();

    const manage = await section('Change your subscription');
    fireEvent.click(manage.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('You keep Pro until May 1, 2026; then your account returns to the Free plan');
    expect(api.to('POST /api/billing/subscription/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await plan.findByText(/Your subscription ends on May 1, 2026/)).toBeTruthy();
    expect(await manage.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
  });

  it('replaces the card on the payment provider’s page, sending nothing of the card, and back from it says when the new card is saved', async () => {
    const subscription = {
      tier: 'pro',
      period: 'monthly',
      status: 'past_due',
      currency: 'USD',
      periodStart: '2026-04-01T00:00:00.000Z',
      periodEnd: '2026-05-01T00:00:00.000Z',
      nextCharge: { at: '2026-05-02T00:00:00.000Z', amount: 2_900, tier: 'pro', period: 'monthly' },
      cancelAt: null,
      pendingChange: null,
      paymentMethod: { brand: 'visa', last4: '0341', changeId: null },
    } as const;
    const pastDue: BillingResponse = { tier: 'pro', trial: null, trialAvailable: false, subscription, paymentsAvailable: true, planCurrency: 'USD', taxCountries: [] };
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, pastDue),
      'GET /api/billing/invoices': noInvoices,
      'POST /api/billing/subscription/payment-method': jsonReply(PaymentMethodChangeResponse, { changeId: 'card-1', checkoutUrl: '#card-page' }, { status: 201 }),
    });
    const proSession = aSession(aUser({ role: 'creator', subscription_tier: 'pro' }));
    const page = renderApp('/billing', { session: proSession });
    const plan = await section('Your plan');
    // A renewal being retried is when a new card matters most.
    expect(plan.getByRole('alert').textContent).toMatch(/May 2, 2026/);
    const replace = plan.getByRole('button', { name: 'Replace the card' });
    expect(replace.getAttribute('aria-describedby')).toBe('billing-replace-card-hint');
    fireEvent.click(replace);
    expect(await plan.findByText('Taking you to the payment provider’s page…')).toBeTruthy();
    expect(replace.getAttribute('aria-disabled')).toBe('true');
    expect(api.to('POST /api/billing/subscription/payment-method')).toHaveLength(1);
    expect(api.to('POST /api/billing/subscription/payment-method')[0]?.json).toEqual({});
    page.unmount();

    // Back before the provider's notification: the card shown is still the old one.
    stubApi({ 'GET /api/billing': jsonReply(BillingResponse, pastDue), 'GET /api/billing/invoices': noInvoices });
    const waiting = renderApp('/billing?card=card-1', { session: proSession });
    expect(await screen.findByText('Confirming your new card…')).toBeTruthy();
    waiting.unmount();

    const saved = { ...pastDue, subscription: { ...subscription, paymentMethod: { brand: 'visa', last4: '4444', changeId: 'card-1' } } };
    stubApi({ 'GET /api/billing': jsonReply(BillingResponse, saved), 'GET /api/billing/invoices': noInvoices });
    renderApp('/billing?card=card-1', { session: proSession });
    expect(await screen.findByText('Your new card ending in 4444 is saved: the next charge uses it.')).toBeTruthy();
    expect((await section('Your plan')).getByText('Payment method').nextElementSibling?.textContent).toBe('VISA ending in 4444');
  });

  it('offers to subscribe to the plan /pricing chose, saying that a trial’s card is charged at its end', async () => {
    stubApi({ 'GET /api/billing': jsonReply(BillingResponse, onProTrial), 'GET /api/billing/invoices': noInvoices });
    renderApp('/billing?plan=pro_plus&period=yearly', { session: creator() });
    const subscribe = await section('Subscribe');
    expect((subscribe.getByRole('radio', { name: /Pro Plus/ }) as HTMLInputElement).checked).toBe(true);
    expect((subscribe.getByRole('radio', { name: 'yearly' }) as HTMLInputElement).checked).toBe(true);
    expect(subscribe.getByText(/nothing is charged until your trial ends on March 15, 2026; then \$790\.00 is charged/)).toBeTruthy();
    expect(subscribe.getByRole('button', { name: 'Subscribe to Pro Plus, yearly' })).toBeTruthy();
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
  });

  it('subscribes with the billing country chosen for tax, sending no amount', async () => {
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, { ...onFree, taxCountries: ['DE', 'FR'] }),
      'GET /api/billing/invoices': noInvoices,
      'POST /api/billing/subscription': jsonReply(SubscribeResponse, { checkoutId: 'co-1', checkoutUrl: '#checkout', dueNow: 3_480, currency: 'USD' }, { status: 201 }),
    });
    renderApp('/billing', { session: creator() });
    const subscribe = await section('Subscribe');
    expect(subscribe.getByText(/\$29\.00 is charged now, plus tax where it applies/)).toBeTruthy();
    fireEvent.change(subscribe.getByRole('combobox', { name: /Billing country/ }), { target: { value: 'FR' } });
    fireEvent.click(subscribe.getByRole('button', { name: 'Subscribe to Pro, monthly' }));
    expect(await subscribe.findByText('Taking you to the secure checkout…')).toBeTruthy();
    expect(api.to('POST /api/billing/subscription')[0]?.json).toEqual({ tier: 'pro', period: 'monthly', country: 'FR' });
  });
});
