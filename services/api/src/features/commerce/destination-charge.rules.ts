import { creatorShareOf } from '@pathwise/projections';
import { connectedAccountStatus } from './connected-account-status.rules.js';
import type { CreatorPayoutsState } from './creator-payouts.decider.js';
import type { OrderPricing } from './order-pricing.rules.js';
import type { CheckoutRequest } from './payment-provider.js';

/**
 * Where a sale is paid: to the creator's connected account when it is active, keeping as the application fee all the
 * ledger counts as the platform's (its fee and the tax it owes as the seller of record), so the connected account
 * receives exactly the creator's earnings. Without an active account the platform takes the payment and holds them.
 */
export function destinationChargeFor(payouts: Pick<CreatorPayoutsState, 'connectedAccount'>, pricing: OrderPricing): CheckoutRequest['destination'] {
  const account = payouts.connectedAccount;
  if (!account || connectedAccountStatus(account) !== 'active') return undefined;
  return { accountId: account.accountId, applicationFee: pricing.total - creatorShareOf(pricing) };
}
