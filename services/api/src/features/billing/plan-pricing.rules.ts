import { planOf } from '@pathwise/contracts';
import type { BillingPeriod, PaidTier } from '@pathwise/event-schemas';

const DAY_MS = 86_400_000;
const BASIS_POINTS = 10_000;

/** A plan's price for one period, in minor units of the deployment's plan currency (plans.ts gives the figures). */
export const planPrice = (tier: PaidTier, period: BillingPeriod): number =>
  period === 'monthly' ? planOf(tier).monthlyPriceCents : planOf(tier).yearlyPriceCents;

/** Tax on an amount, rounded half up to a whole minor unit, as commerce rounds an order's. */
export const taxOn = (amount: number, taxRateBasisPoints: number): number => Math.floor((amount * taxRateBasisPoints + BASIS_POINTS / 2) / BASIS_POINTS);

/**
 * The end of a period that starts at `start`: the same day one month (or twelve) later, the month's last day when
 * that month is shorter, as PostgreSQL counts a month.
 */
export function periodEndFrom(start: Date, period: BillingPeriod): Date {
  const months = period === 'monthly' ? 1 : 12;
  const end = new Date(start);
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * What an upgrade costs for the rest of the period: the difference between the two plans' prices for the period,
 * times the share of the period left, in whole seconds, rounded half up to a whole minor unit. Nothing is owed once
 * the period is over, and a move to a cheaper plan owes nothing (it waits for the period's end).
 */
export function prorationAmount(facts: { readonly fromPrice: number; readonly toPrice: number; readonly periodStart: Date; readonly periodEnd: Date; readonly at: Date }): number {
  const difference = facts.toPrice - facts.fromPrice;
  const total = Math.round((facts.periodEnd.getTime() - facts.periodStart.getTime()) / 1000);
  const left = Math.min(total, Math.max(0, Math.round((facts.periodEnd.getTime() - facts.at.getTime()) / 1000)));
  if (difference <= 0 || total <= 0 || left === 0) return 0;
  // difference × left stays below 2^53 for any price under 100,000,000 minor units over a year of seconds.
  return Math.floor((difference * left * 2 + total) / (total * 2));
}

/** The retries after a failed renewal, in days after its due date; after the last one fails the account is free again. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

/** When retry `attempt` (1, 2, 3) of a renewal due at `dueAt` is due; null past the last. */
export function renewalRetryAt(dueAt: Date, attempt: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * DAY_MS);
}

/** An account's invoices are numbered in sequence under a prefix of its own, as Stripe numbers a customer's. */
export const invoiceNumber = (userId: string, sequence: number): string =>
  `${userId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase()}-${String(sequence).padStart(4, '0')}`;
