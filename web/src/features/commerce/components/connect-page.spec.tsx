import { PayoutsOverviewResponse, StripeOnboardingLinkResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

const creator = () => aSession(aUser({ role: 'creator', subscription_tier: 'pro' }));
const section = async (name: string) => within(await screen.findByRole('region', { name }));

const noAccount: PayoutsOverviewResponse = {
  account: null,
  balances: [{ currency: 'EUR', available: 8_820, inRefundWindow: 4_410, paidOut: 0 }],
  payouts: [],
  refundWindowDays: 30,
  nextPayoutOn: '2026-12-01T00:00:00.000Z',
};
const connected: PayoutsOverviewResponse = {
  ...noAccount,
  account: { provider: 'test', ibanLast4: '3000', country: 'DE', connectedAt: '2026-11-27T10:00:00.000Z' },
  balances: [{ currency: 'EUR', available: 0, inRefundWindow: 4_410, paidOut: 8_820 }],
  payouts: [{ payoutId: 'payout-oct', month: '2026-10', currency: 'EUR', amount: 8_820, cutoff: '2026-10-02T00:00:00.000Z', paidAt: '2026-11-01T00:05:00.000Z', transferId: null }],
};

describe('Payouts page', () => {
  beforeAll(async () => {
    await import('../routes/connect-route');
  });

  it('shows the earnings by how soon they are paid, and an empty history before the first payout', async () => {
    stubApi({ 'GET /api/connect': jsonReply(PayoutsOverviewResponse, noAccount) });
    renderApp('/connect', { session: creator() });

    const earnings = await section('Your earnings');
    expect(earnings.getByText(/once they are 30 days old, past the refund window\. Next payout: December 1, 2026\./)).toBeTruthy();
    expect(earnings.getByText('Paid at the next payout').nextElementSibling?.textContent).toBe('€88.20');
    expect(earnings.getByText('Still in the refund window').nextElementSibling?.textContent).toBe('€44.10');
    expect((await section('Payout history')).getByText('No payouts yet.')).toBeTruthy();
    expect((await section('Bank account')).getByText(/Add the bank account/)).toBeTruthy();
    // The built-in provider has no Stripe Connect to offer.
    expect(screen.queryByRole('region', { name: 'Stripe account' })).toBeNull();
  });

  it('checks the form before sending, shows the server’s reason beside the IBAN, then shows the account saved', async () => {
    const mistyped: ProblemDetails = {
      type: 'urn:pathwise:problem:invalid-request',
      title: 'Invalid request',
      status: 400,
      detail: 'The request is not valid.',
      traceId: 't',
      errors: [{ pointer: '#/body/iban', detail: 'This IBAN has a mistyped character: its check digits do not match' }],
    };
    const api = stubApi({
      'GET /api/connect': jsonReply(PayoutsOverviewResponse, noAccount),
      'PUT /api/connect/account': [problemReply(mistyped, 'Bad Request'), jsonReply(PayoutsOverviewResponse, connected)],
    });
    renderApp('/connect', { session: creator() });

    const account = await section('Bank account');
    fireEvent.click(account.getByRole('button', { name: 'Save the account' }));
    expect(await account.findByText('Enter the account holder’s name')).toBeTruthy();
    expect(api.to('PUT /api/connect/account')).toHaveLength(0);

    fireEvent.change(account.getByLabelText('Account holder'), { target: { value: 'Maya Lindqvist' } });
    fireEvent.change(account.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.click(account.getByRole('button', { name: 'Save the account' }));
    expect(await account.findByText('This IBAN has a mistyped character: its check digits do not match')).toBeTruthy();
    expect(account.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(account.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(account.getByRole('button', { name: 'Save the account' }));
    expect(await account.findByText('Your earnings are paid to the bank account ending in 3000 (DE).')).toBeTruthy();
    expect(account.getByRole('status').textContent).toBe('Saved: your earnings will be paid to this account.');
    expect(api.to('PUT /api/connect/account')[1]?.json).toEqual({ holderName: 'Maya Lindqvist', iban: 'DE89 3704 0044 0532 0130 00' });

    const history = await section('Payout history');
    expect(history.getByText('€88.20')).toBeTruthy();
    expect(history.getByText('Sent to').nextElementSibling?.textContent).toBe('Your bank account');
    expect(history.getByRole('link', { name: 'CSV statement for October 2026' }).getAttribute('href')).toBe('/api/connect/payouts/payout-oct/statement');
  });

  it('offers to retry when the payouts cannot be read', async () => {
    const failed: ProblemDetails = { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.', traceId: 't' };
    stubApi({ 'GET /api/connect': problemReply(failed, 'Internal Server Error') });
    renderApp('/connect', { session: creator() });
    expect(await screen.findByText('Could not load your payouts')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});

describe('Payouts page with Stripe Connect', () => {
  beforeAll(async () => {
    await import('../routes/connect-route');
  });
  afterEach(() => {
    window.location.hash = '';
  });

  const stripeAccount = { accountId: 'acct_1Maya', chargesEnabled: false, payoutsEnabled: false, requirementsDue: true };
  const needsInformation: PayoutsOverviewResponse = { ...noAccount, stripeConnect: { account: { ...stripeAccount, status: 'needs_information' } } };
  const active: PayoutsOverviewResponse = {
    ...noAccount,
    stripeConnect: { account: { ...stripeAccount, status: 'active', chargesEnabled: true, payoutsEnabled: true, requirementsDue: false } },
    // Earnings held before the account was active, sent to it by the monthly payout.
    payouts: [{ payoutId: 'payout-nov', month: '2026-11', currency: 'EUR', amount: 4_410, cutoff: '2026-11-01T00:00:00.000Z', paidAt: '2026-12-01T00:05:00.000Z', transferId: 'tr_1Held' }],
  };
  const failed: ProblemDetails = { type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'Stripe did not answer.', traceId: 't' };

  it('connects with Stripe: busy while the link is asked for, then leaves for Stripe', async () => {
    // A fragment of this very page stands in for Stripe's address: the test browser does not load other pages.
    const stripePage = `${window.location.origin}${window.location.pathname}#stripe-onboarding`;
    const link = deferredReply(jsonReply(StripeOnboardingLinkResponse, { url: stripePage }));
    const api = stubApi({
      'GET /api/connect': jsonReply(PayoutsOverviewResponse, { ...noAccount, stripeConnect: { account: null } }),
      'POST /api/connect/stripe/onboarding': link.reply,
    });
    renderApp('/connect', { session: creator() });

    const stripe = await section('Stripe account');
    expect(stripe.getByText(/You have not connected a Stripe account yet/)).toBeTruthy();
    const button = stripe.getByRole('button', { name: 'Connect with Stripe' });
    fireEvent.click(button);
    expect(await stripe.findByRole('button', { name: 'Opening Stripe…' })).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    link.release();
    await waitFor(() => expect(window.location.hash).toBe('#stripe-onboarding'));
    expect(api.to('POST /api/connect/stripe/onboarding')).toHaveLength(1);
  });

  it('says so when Stripe cannot be reached, and lets the creator try again', async () => {
    stubApi({
      'GET /api/connect': jsonReply(PayoutsOverviewResponse, needsInformation),
      'POST /api/connect/stripe/onboarding': problemReply(failed, 'Bad Gateway'),
    });
    renderApp('/connect', { session: creator() });

    const stripe = await section('Stripe account');
    expect(stripe.getByText('Needs more information')).toBeTruthy();
    fireEvent.click(stripe.getByRole('button', { name: 'Continue onboarding' }));
    expect((await stripe.findByRole('alert')).textContent).toBe('Stripe could not be reached. Try again in a moment.');
    expect(stripe.getByRole('button', { name: 'Continue onboarding' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('back from Stripe, reads the account again once and shows it active', async () => {
    const synced = deferredReply(jsonReply(PayoutsOverviewResponse, active));
    const api = stubApi({ 'GET /api/connect': jsonReply(PayoutsOverviewResponse, needsInformation), 'POST /api/connect/stripe/sync': synced.reply });
    renderApp('/connect?onboarding=return', { session: creator() });

    const stripe = await section('Stripe account');
    await waitFor(() => expect(stripe.getAllByRole('status').some((status) => status.textContent === 'Checking your Stripe account…')).toBe(true));
    synced.release();
    expect(await stripe.findByText('Active')).toBeTruthy();
    expect(stripe.getByText('Sales').nextElementSibling?.textContent).toBe('Enabled');
    expect(stripe.getByText(/Stripe pays your share of each new sale/)).toBeTruthy();
    expect(stripe.queryByRole('button', { name: 'Continue onboarding' })).toBeNull();
    expect(api.to('POST /api/connect/stripe/sync')).toHaveLength(1);
    const history = await section('Payout history');
    expect(history.getByText('Sent to').nextElementSibling?.textContent).toBe('Your Stripe account (transfer tr_1Held)');
  });

  it('offers to check again when the account cannot be read on the way back', async () => {
    stubApi({
      'GET /api/connect': jsonReply(PayoutsOverviewResponse, needsInformation),
      'POST /api/connect/stripe/sync': [problemReply(failed, 'Bad Gateway'), jsonReply(PayoutsOverviewResponse, active)],
    });
    renderApp('/connect?onboarding=refresh', { session: creator() });

    const stripe = await section('Stripe account');
    expect(await stripe.findByText('Your Stripe account could not be checked.')).toBeTruthy();
    fireEvent.click(stripe.getByRole('button', { name: 'Check again' }));
    expect(await stripe.findByText('Active')).toBeTruthy();
  });

  it('speaks French and Spanish', async () => {
    stubApi({ 'GET /api/connect': jsonReply(PayoutsOverviewResponse, needsInformation) });
    const inLanguage = (language: 'fr' | 'es') =>
      aSession(aUser({ role: 'creator', subscription_tier: 'pro', settings: { preferred_language: language, receive_email_notifications: true } }));
    const french = renderApp('/connect', { session: inLanguage('fr') });
    const compte = await section('Compte Stripe');
    expect(compte.getByText('Informations manquantes')).toBeTruthy();
    expect(compte.getByRole('button', { name: 'Poursuivre l’inscription' })).toBeTruthy();
    french.unmount();

    stubApi({ 'GET /api/connect': jsonReply(PayoutsOverviewResponse, needsInformation) });
    renderApp('/connect', { session: inLanguage('es') });
    const cuenta = await section('Cuenta de Stripe');
    expect(cuenta.getByText('Necesita más información')).toBeTruthy();
    expect(cuenta.getByRole('button', { name: 'Continuar el registro' })).toBeTruthy();
  });
});
