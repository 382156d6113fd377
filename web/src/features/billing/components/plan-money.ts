import { planOf, type SubscriptionView } from '@pathwise/contracts';
import { useFormat } from '../../../shared/i18n';

export type PaidTier = SubscriptionView['tier'];
export type Period = SubscriptionView['period'];
export const paidTiers: readonly PaidTier[] = ['pro', 'pro_plus'];
export const periods: readonly Period[] = ['monthly', 'yearly'];

/** A plan's price for a period before tax, in minor units: the same table the server charges from. */
export const planPriceOf = (tier: PaidTier, period: Period) => (period === 'monthly' ? planOf(tier).monthlyPriceCents : planOf(tier).yearlyPriceCents);

/** Amounts in minor units, as the reader's language writes them in the plan's currency. */
export function useMoney() {
  const { number } = useFormat();
  return (minorUnits: number, currency: string) => number(minorUnits / 100, { style: 'currency', currency });
}
