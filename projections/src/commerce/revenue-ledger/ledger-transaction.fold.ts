import type { OrderPaid, OrderPlaced, OrderRefunded, PayoutPaid } from '@pathwise/event-schemas';
import type { z } from 'zod';

/**
 * The ledger's accounts. Debits are positive and credits negative, so every transaction sums to zero: the money the
 * provider holds for us on one side, what we owe (the creator, the state) and what we earned or spent on the other.
 */
export const ledgerAccounts = {
  /** The money the payment provider collected for us and will pay out (an asset). */
  providerBalance: 'provider-balance',
  /** What the provider kept for processing payments (an expense of the platform). */
  processingFees: 'processing-fees',
  /** Sales tax collected for the state (owed). */
  taxPayable: 'tax-payable',
  /** What each creator earned from sales and will be paid out: `creator-earnings:<creatorId>` (owed). */
  creatorEarnings: 'creator-earnings',
  /** The platform's share of each sale, by the creator's plan (earned). */
  platformFees: 'platform-fees',
} as const;

export type LedgerLegKind =
  | 'buyer-payment'
  | 'processing-fee'
  | 'processing-fee-withheld'
  | 'tax'
  | 'creator-earnings'
  | 'platform-fee'
  | 'buyer-refund'
  | 'tax-reversed'
  | 'creator-earnings-reversed'
  | 'platform-fee-reversed'
  | 'payout'
  | 'payout-sent'
  | 'creator-transfer'
  | 'creator-transfer-sent'
  | 'creator-transfer-reversed'
  | 'creator-transfer-returned';

export interface LedgerLeg {
  readonly kind: LedgerLegKind;
  readonly account: string;
  /** Minor units of the order's currency; debits positive, credits negative. */
  readonly amount: number;
}

export type PlacedOrder = z.infer<(typeof OrderPlaced)['schema']>;
export type PaidOrder = z.infer<(typeof OrderPaid)['schema']>;
export type RefundedOrder = z.infer<(typeof OrderRefunded)['schema']>;
export type PaidPayout = z.infer<(typeof PayoutPaid)['schema']>;

/**
 * The one transaction a paid order posts: the buyer's payment reaches the provider's balance less its fee, and is
 * shared out between the state's tax, the creator's earnings and the platform's fee. The processing fee is the
 * platform's cost, so the creator earns the price less the coupon's discount and the platform's fee whatever the
 * provider charged. An order a coupon made free moved no money, so it posts no legs at all.
 */
export function ledgerTransactionOf(placed: PlacedOrder, paid: PaidOrder): readonly LedgerLeg[] {
  if (placed.total === 0 && paid.processingFee === 0) return [];
  const earnings = `${ledgerAccounts.creatorEarnings}:${placed.creatorId}`;
  return [
    { kind: 'buyer-payment', account: ledgerAccounts.providerBalance, amount: placed.total },
    { kind: 'processing-fee', account: ledgerAccounts.processingFees, amount: paid.processingFee },
    { kind: 'processing-fee-withheld', account: ledgerAccounts.providerBalance, amount: -paid.processingFee },
    { kind: 'tax', account: ledgerAccounts.taxPayable, amount: -placed.tax },
    { kind: 'creator-earnings', account: earnings, amount: -creatorShareOf(placed) },
    { kind: 'platform-fee', account: ledgerAccounts.platformFees, amount: -placed.platformFee },
    // A destination charge settles the creator's share at once: it leaves the balance for their connected account,
    // so what the platform owes them for this sale is nothing, and no payout pays it again.
    ...(paid.transfer
      ? [
          { kind: 'creator-transfer', account: earnings, amount: paid.transfer.amount } as const,
          { kind: 'creator-transfer-sent', account: ledgerAccounts.providerBalance, amount: -paid.transfer.amount } as const,
        ]
      : []),
  ];
}

/**
 * The creator's share of a sale: the price less the coupon's discount and the platform's fee. Everything else the
 * buyer paid (the platform's fee and the tax it owes as the seller of record) is the platform's, which is what a
 * destination charge keeps as its application fee.
 */
export function creatorShareOf(placed: Pick<PlacedOrder, 'subtotal' | 'discount' | 'platformFee'>): number {
  return placed.subtotal - (placed.discount ?? 0) - placed.platformFee;
}

/**
 * The transaction a refund posts: every leg of the sale reversed, but the processing fee. The provider pays the buyer
 * back the whole total from our balance and does not return the fee it kept (Stripe keeps it), so the fee stays the
 * platform's expense: the creator gets back to the earnings they had before the sale (they never bore the fee), the
 * state's tax and the platform's fee are given up, and the balance pays the total. Its legs sum to zero too.
 */
export function refundTransactionOf(placed: PlacedOrder, refunded: RefundedOrder): readonly LedgerLeg[] {
  // A free order (a 100 % coupon) posted nothing, so its refund has nothing to reverse.
  if (placed.total === 0) return [];
  const earnings = `${ledgerAccounts.creatorEarnings}:${placed.creatorId}`;
  const reversed = refunded.transferReversed ?? 0;
  return [
    { kind: 'buyer-refund', account: ledgerAccounts.providerBalance, amount: -refunded.amount },
    { kind: 'tax-reversed', account: ledgerAccounts.taxPayable, amount: placed.tax },
    { kind: 'creator-earnings-reversed', account: earnings, amount: creatorShareOf(placed) },
    { kind: 'platform-fee-reversed', account: ledgerAccounts.platformFees, amount: placed.platformFee },
    // A destination charge's transfer taken back from the connected account returns to the balance the refund left.
    ...(reversed > 0
      ? [
          { kind: 'creator-transfer-reversed', account: earnings, amount: -reversed } as const,
          { kind: 'creator-transfer-returned', account: ledgerAccounts.providerBalance, amount: reversed } as const,
        ]
      : []),
  ];
}

/**
 * The transaction a payout posts: what the platform owed the creator is settled, and the money leaves the provider's
 * balance for the creator's bank. Earnings (sales less refunds) never include these legs, so a creator's earnings
 * and their payouts can be read apart.
 */
export function payoutTransactionOf(payout: PaidPayout): readonly LedgerLeg[] {
  return [
    { kind: 'payout', account: `${ledgerAccounts.creatorEarnings}:${payout.creatorId}`, amount: payout.amount },
    { kind: 'payout-sent', account: ledgerAccounts.providerBalance, amount: -payout.amount },
  ];
}
