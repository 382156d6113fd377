import type { SubscriptionTier } from '@pathwise/event-schemas';

export interface Plan {
  readonly tier: SubscriptionTier;
  /** Monthly price in US cents; the spec gives none, so these are Pathwise's own. */
  readonly monthlyPriceCents: number;
  readonly yearlyPriceCents: number;
  /** Days of free trial a new subscriber gets (the spec announces a 14-day pro trial). */
  readonly trialDays: number;
  /** AI credits granted each month. */
  readonly monthlyAiCredits: number;
  /** Courses a creator may publish; null is unlimited. */
  readonly publishedCourseLimit: number | null;
}

/** The three plans, cheapest first: what pricing shows and billing charges. */
export const plans: readonly Plan[] = [
  { tier: 'free', monthlyPriceCents: 0, yearlyPriceCents: 0, trialDays: 0, monthlyAiCredits: 100, publishedCourseLimit: 1 },
  { tier: 'pro', monthlyPriceCents: 2_900, yearlyPriceCents: 29_000, trialDays: 14, monthlyAiCredits: 2_000, publishedCourseLimit: 20 },
  { tier: 'pro_plus', monthlyPriceCents: 7_900, yearlyPriceCents: 79_000, trialDays: 14, monthlyAiCredits: 10_000, publishedCourseLimit: null },
];

export const planOf = (tier: SubscriptionTier): Plan => plans.find((plan) => plan.tier === tier)!;
