import { connectedAccountStatus } from './connected-account-status.rules.js';
import type { CreatorPayoutsState } from './creator-payouts.decider.js';

/** Where a creator's monthly payout goes: a Stripe transfer to their connected account, or the bank account they named. */
export type PayoutRoute = { readonly via: 'stripe_transfer'; readonly accountId: string } | { readonly via: 'bank_account' };

/**
 * A creator whose Stripe connected account is active is paid there, whatever way the held earnings were made (sales
 * before the account was active, or while Stripe had paused it): Stripe then pays their bank. Otherwise the bank
 * account named with the built-in provider is paid; without either, the earnings wait.
 */
export function payoutRouteOf(state: Pick<CreatorPayoutsState, 'account' | 'connectedAccount'>, stripeTransfers: boolean): PayoutRoute | null {
  const connected = state.connectedAccount;
  if (stripeTransfers && connected && connectedAccountStatus(connected) === 'active') return { via: 'stripe_transfer', accountId: connected.accountId };
  return state.account ? { via: 'bank_account' } : null;
}
