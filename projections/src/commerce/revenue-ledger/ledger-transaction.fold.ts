import type { OrderPaid, OrderPlaced } from '@pathwise/event-schemas';
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

export type LedgerLegKind = 'buyer-payment' | 'processing-fee' | 'processing-fee-withheld' | 'tax' | 'creator-earnings' | 'platform-fee';

export interface LedgerLeg {
  readonly kind: LedgerLegKind;
  readonly account: string;
  /** Minor units of the order's currency; debits positive, credits negative. */
  readonly amount: number;
}

export type PlacedOrder = z.infer<(typeof OrderPlaced)['schema']>;
export type PaidOrder = z.infer<(typeof OrderPaid)['schema']>;

/**
 * The one transaction a paid order posts: the buyer's payment reaches the provider's balance less its fee, and is
 * shared out between the state's tax, the creator's earnings and the platform's fee. The processing fee is the
 * platform's cost, so the creator earns the price less the coupon's discount and the platform's fee whatever the
 * provider charged. An order a coupon made free moved no money, so it posts no legs at all.
 */
export function ledgerTransactionOf(placed: PlacedOrder, paid: PaidOrder): readonly LedgerLeg[] {
  if (placed.total === 0 && paid.processingFee === 0) return [];
  const discount = placed.discount ?? 0;
  return [
    { kind: 'buyer-payment', account: ledgerAccounts.providerBalance, amount: placed.total },
    { kind: 'processing-fee', account: ledgerAccounts.processingFees, amount: paid.processingFee },
    { kind: 'processing-fee-withheld', account: ledgerAccounts.providerBalance, amount: -paid.processingFee },
    { kind: 'tax', account: ledgerAccounts.taxPayable, amount: -placed.tax },
    { kind: 'creator-earnings', account: `${ledgerAccounts.creatorEarnings}:${placed.creatorId}`, amount: -(placed.subtotal - discount - placed.platformFee) },
    { kind: 'platform-fee', account: ledgerAccounts.platformFees, amount: -placed.platformFee },
  ];
}
