import { PayoutsOverviewResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

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
  payouts: [{ payoutId: 'payout-oct', month: '2026-10', currency: 'EUR', amount: 8_820, cutoff: '2026-10-02T00:00:00.000Z', paidAt: '2026-11-01T00:05:00.000Z' }],
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
