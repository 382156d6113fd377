import { planOf } from '@pathwise/contracts';
import type { SubscriptionTier } from '@pathwise/event-schemas';

/** The moment a month has passed since a grant: the same day of the next month (the month's last day if shorter). */
export function nextMonthlyGrantAt(grantedAt: Date): Date {
  const next = new Date(grantedAt);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * An account is due its plan's monthly credits a month after the last grant, or at once when its plan grants more
 * than the plan it was last granted for (an upgrade gives the new plan's credits the day it starts).
 */
export function aiCreditGrantDue(
  account: { readonly tier: SubscriptionTier; readonly aiCreditsGrantedAt: Date | null; readonly aiCreditsGrantedTier: SubscriptionTier },
  asOf: Date,
): boolean {
  if (planOf(account.tier).monthlyAiCredits > planOf(account.aiCreditsGrantedTier).monthlyAiCredits) return true;
  return account.aiCreditsGrantedAt === null || asOf.getTime() >= nextMonthlyGrantAt(account.aiCreditsGrantedAt).getTime();
}

/** Unused credits up to the plan's monthly amount do not add up month after month; credits above it are kept. */
export const toppedUpBalance = (balance: number, tier: SubscriptionTier): number => Math.max(balance, planOf(tier).monthlyAiCredits);
