import { describe, expect, it } from 'vitest';
import { payoutRouteOf } from './payout-route.rules.js';

describe('where a payout goes', () => {
  const connectedAccount = { accountId: 'acct_1Maya', chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: false };
  const bank = { iban: 'DE89370400440532013000', ibanLast4: '3000', country: 'DE' };

  it('goes to an active connected account where Stripe takes the payments, even with a bank account named', () => {
    expect(payoutRouteOf({ account: bank, connectedAccount }, true)).toEqual({ via: 'stripe_transfer', accountId: 'acct_1Maya' });
    expect(payoutRouteOf({ account: null, connectedAccount }, true)).toEqual({ via: 'stripe_transfer', accountId: 'acct_1Maya' });
  });

  it('goes to the bank account while the connected account is not active, or without Stripe, and nowhere without either', () => {
    expect(payoutRouteOf({ account: bank, connectedAccount: { ...connectedAccount, payoutsEnabled: false } }, true)).toEqual({ via: 'bank_account' });
    expect(payoutRouteOf({ account: bank, connectedAccount }, false)).toEqual({ via: 'bank_account' });
    expect(payoutRouteOf({ account: null, connectedAccount: { ...connectedAccount, chargesEnabled: false } }, true)).toBeNull();
    expect(payoutRouteOf({ account: null, connectedAccount: null }, false)).toBeNull();
  });
});
