import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { ConnectedAccountFlags } from './connected-account-status.rules.js';
import { ibanProblem } from './iban.rules.js';
import type { PayoutTransfer } from './payout-transfers.js';

export type CreatorPayoutsEvent = Extract<PathwiseEvent, { type: 'PayoutAccountConnected' | 'PayoutPaid' | 'ConnectedAccountCreated' | 'ConnectedAccountUpdated' }>;
type Currency = Extract<CreatorPayoutsEvent, { type: 'PayoutPaid' }>['data']['currency'];

export interface CreatorPayoutsState {
  readonly creatorId: string;
  readonly account: { readonly iban: string; readonly ibanLast4: string; readonly country: string } | null;
  /** `<month>:<currency>` of every payout made: a month is paid once per currency. */
  readonly paidMonths: ReadonlySet<string>;
  /** Everything paid out so far, per currency: what earnings are counted against. */
  readonly paidOut: Readonly<Partial<Record<Currency, number>>>;
  /** The creator's Stripe connected account and what Stripe last said of it (all false until it says anything). */
  readonly connectedAccount: ({ readonly accountId: string } & ConnectedAccountFlags) | null;
}

export type CreatorPayoutsCommand =
  | { readonly type: 'ConnectPayoutAccount'; readonly data: { readonly creatorId: string; readonly holderName: string; readonly iban: string } }
  | {
      readonly type: 'PayOut';
      readonly data: {
        readonly payoutId: string;
        readonly creatorId: string;
        readonly month: string;
        readonly currency: Currency;
        /** The creator's earnings in the currency posted before the cutoff, net of refunds, as the ledger tells them. */
        readonly earnedBeforeCutoff: number;
        readonly cutoff: string;
        /** The Stripe transfer that sent the payout to the creator's connected account, made before this is recorded. */
        readonly transfer?: PayoutTransfer;
      };
    }
  | { readonly type: 'OpenConnectedAccount'; readonly data: { readonly creatorId: string; readonly accountId: string } }
  | { readonly type: 'RecordConnectedAccount'; readonly data: { readonly creatorId: string; readonly accountId: string } & ConnectedAccountFlags };

const ibanRefusals = {
  format: 'This is not an IBAN: two letters, two check digits, then the account',
  country: "Payouts are not made to this IBAN's country",
  length: 'This IBAN has the wrong number of characters for its country',
  checksum: 'This IBAN has a mistyped character: its check digits do not match',
} as const;

const paidMonthKey = (month: string, currency: string) => `${month}:${currency}`;

/**
 * What a month's payout in one currency comes to: what was earned before the cutoff less everything paid before, or 0
 * when that month is paid already. A balance refunds took below zero comes to 0 and waits for later sales: nothing is
 * ever taken back from a creator.
 */
export function payoutAmountDue(state: Pick<CreatorPayoutsState, 'paidMonths' | 'paidOut'>, month: string, currency: Currency, earnedBeforeCutoff: number): number {
  if (state.paidMonths.has(paidMonthKey(month, currency))) return 0;
  return Math.max(0, earnedBeforeCutoff - (state.paidOut[currency] ?? 0));
}

function connect(command: Extract<CreatorPayoutsCommand, { type: 'ConnectPayoutAccount' }>, state: CreatorPayoutsState): CreatorPayoutsEvent[] {
  const { creatorId, holderName, iban } = command.data;
  const problem = ibanProblem(iban);
  if (problem) throw DomainError.invalid([{ pointer: '#/body/iban', detail: ibanRefusals[problem] }]);
  if (state.account?.iban === iban) return [];
  return [{ type: 'PayoutAccountConnected', data: { creatorId, provider: 'test', holderName, iban, ibanLast4: iban.slice(-4), country: iban.slice(0, 2) } }];
}

/**
 * A month's payout: sent as a Stripe transfer, it is what the transfer moved (what Stripe moved is recorded, not
 * assumed); to the bank account, what was earned before the cutoff less what was paid before. Nothing without a
 * transfer or an account, or without a balance.
 */
function payOut(command: Extract<CreatorPayoutsCommand, { type: 'PayOut' }>, state: CreatorPayoutsState): CreatorPayoutsEvent[] {
  const { payoutId, creatorId, month, currency, earnedBeforeCutoff, cutoff, transfer } = command.data;
  if (state.paidMonths.has(paidMonthKey(month, currency))) return [];
  if (transfer) {
    const { transferId, destination, amount } = transfer;
    return [{ type: 'PayoutPaid', data: { payoutId, creatorId, month, currency, amount, cutoff, transfer: { provider: 'stripe', transferId, destination } } }];
  }
  const amount = payoutAmountDue(state, month, currency, earnedBeforeCutoff);
  if (!state.account || amount <= 0) return [];
  return [{ type: 'PayoutPaid', data: { payoutId, creatorId, month, currency, amount, cutoff } }];
}

/**
 * The first connected account recorded is the creator's: Stripe answers a repeated creation (the same idempotency key)
 * with the same account, and two requests racing each append it once, the second deciding nothing.
 */
function openConnectedAccount(command: Extract<CreatorPayoutsCommand, { type: 'OpenConnectedAccount' }>, state: CreatorPayoutsState): CreatorPayoutsEvent[] {
  if (state.connectedAccount) return [];
  const { creatorId, accountId } = command.data;
  return [{ type: 'ConnectedAccountCreated', data: { creatorId, provider: 'stripe', accountId } }];
}

/** What Stripe says of the account now, recorded when it changed; about an account that is not the creator's, nothing. */
function recordConnectedAccount(command: Extract<CreatorPayoutsCommand, { type: 'RecordConnectedAccount' }>, state: CreatorPayoutsState): CreatorPayoutsEvent[] {
  const { creatorId, accountId, chargesEnabled, payoutsEnabled, detailsSubmitted, requirementsDue } = command.data;
  const known = state.connectedAccount;
  if (known?.accountId !== accountId) return [];
  const unchanged =
    known.chargesEnabled === chargesEnabled && known.payoutsEnabled === payoutsEnabled && known.detailsSubmitted === detailsSubmitted && known.requirementsDue === requirementsDue;
  return unchanged ? [] : [{ type: 'ConnectedAccountUpdated', data: { creatorId, accountId, chargesEnabled, payoutsEnabled, detailsSubmitted, requirementsDue } }];
}

/**
 * A creator's being paid: the bank account named, and each month's payout of the earnings past the refund window; with
 * Stripe, the connected account their sales are paid to directly once it is active.
 */
export const creatorPayoutsDecider: Decider<CreatorPayoutsCommand, CreatorPayoutsState, CreatorPayoutsEvent> = {
  decide(command, state) {
    switch (command.type) {
      case 'ConnectPayoutAccount':
        return connect(command, state);
      case 'PayOut':
        return payOut(command, state);
      case 'OpenConnectedAccount':
        return openConnectedAccount(command, state);
      case 'RecordConnectedAccount':
        return recordConnectedAccount(command, state);
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PayoutAccountConnected':
        return { ...state, account: { iban: event.data.iban, ibanLast4: event.data.ibanLast4, country: event.data.country } };
      case 'PayoutPaid': {
        const { month, currency, amount } = event.data;
        return {
          ...state,
          paidMonths: new Set([...state.paidMonths, paidMonthKey(month, currency)]),
          paidOut: { ...state.paidOut, [currency]: (state.paidOut[currency] ?? 0) + amount },
        };
      }
      case 'ConnectedAccountCreated':
        return {
          ...state,
          connectedAccount: { accountId: event.data.accountId, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, requirementsDue: true },
        };
      case 'ConnectedAccountUpdated': {
        const { accountId, chargesEnabled, payoutsEnabled, detailsSubmitted, requirementsDue } = event.data;
        return { ...state, connectedAccount: { accountId, chargesEnabled, payoutsEnabled, detailsSubmitted, requirementsDue } };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  initialState: (creatorId) => ({ creatorId, account: null, paidMonths: new Set(), paidOut: {}, connectedAccount: null }),
};
