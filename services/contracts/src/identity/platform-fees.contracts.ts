import type { SubscriptionTier } from '@pathwise/event-schemas';

/**
 * The share of each sale of a course that Pathwise keeps, by the creator's plan, in basis points (2000 is 20 %) of the
 * price before tax; the creator earns the rest. A paying creator keeps more of each sale: the plan pays for itself
 * past a few sales a month. An order freezes the rate it was placed with, so a change here never rewrites a sale.
 */
export const platformFeeBasisPoints: Readonly<Record<SubscriptionTier, number>> = Object.freeze({
  free: 2_000,
  pro: 1_000,
  pro_plus: 500,
});
