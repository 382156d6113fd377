import type { PayoutBalance, PayoutsOverviewResponse, StripeConnectOverview } from '@pathwise/contracts';
import type { Executor } from '@pathwise/event-store';
import { creatorEarnings, payoutAccountOf, payoutsOf } from '@pathwise/projections';
import { connectedAccountStatus } from './connected-account-status.rules.js';
import type { CreatorPayouts } from './creator-payouts.commands.js';
import type { CreatorPayoutsState } from './creator-payouts.decider.js';
import { nextPayoutOn, REFUND_WINDOW_DAYS, refundWindowStart } from './payout-schedule.rules.js';

export interface PayoutsOverviewSource {
  readonly payouts: CreatorPayouts;
  readonly db: Executor;
  readonly clock: () => Date;
  /** Whether Stripe Connect pays creators on this server (Stripe takes its payments). */
  readonly stripeConnect: boolean;
}

const stripeConnectView = (state: CreatorPayoutsState): StripeConnectOverview => {
  const account = state.connectedAccount;
  if (!account) return { account: null };
  const { accountId, chargesEnabled, payoutsEnabled, requirementsDue } = account;
  return { account: { accountId, status: connectedAccountStatus(account), chargesEnabled, payoutsEnabled, requirementsDue } };
};

/**
 * /connect for one creator: the payout account, the balances per currency, the payouts made, and the Stripe connected
 * account where Stripe takes the payments. What the stream says was paid is what the balances count against.
 */
export async function payoutsOverview(source: PayoutsOverviewSource, creatorId: string): Promise<PayoutsOverviewResponse> {
  const now = source.clock();
  const windowStart = refundWindowStart(now);
  const [account, payouts, state, settled, recent] = await Promise.all([
    payoutAccountOf(source.db, creatorId),
    payoutsOf(source.db, creatorId),
    source.payouts.load(creatorId),
    creatorEarnings(source.db, creatorId, { before: windowStart }),
    creatorEarnings(source.db, creatorId, { from: windowStart }),
  ]);
  const currencies = [...new Set([...Object.keys(settled), ...Object.keys(recent), ...Object.keys(state.paidOut)])].sort();
  const balances = currencies.map((currency): PayoutBalance => {
    const paidOut = state.paidOut[currency as PayoutBalance['currency']] ?? 0;
    return { currency: currency as PayoutBalance['currency'], available: (settled[currency] ?? 0) - paidOut, inRefundWindow: recent[currency] ?? 0, paidOut };
  });
  return {
    stripeConnect: source.stripeConnect ? stripeConnectView(state) : null,
    account,
    balances,
    payouts: payouts as PayoutsOverviewResponse['payouts'],
    refundWindowDays: REFUND_WINDOW_DAYS,
    nextPayoutOn: nextPayoutOn(now).toISOString(),
  };
}
