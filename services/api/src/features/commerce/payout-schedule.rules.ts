import { refundPolicy } from '@pathwise/contracts';
import { createHash } from 'node:crypto';

/** How long a sale may still be refunded (the refund policy's window): earnings are paid out only once they are past it. */
export const REFUND_WINDOW_DAYS = refundPolicy.windowDays;
const DAY_MS = 24 * 60 * 60 * 1000;

const monthLabel = (year: number, monthIndex: number) => `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

/**
 * The payout due as of a moment: on the first of each month (UTC), the month just ended is paid, counting the
 * earnings posted before the first minus the refund window. Runs later in the month find the same payout.
 */
export function payoutDueAt(asOf: Date): { readonly month: string; readonly cutoff: Date } {
  const firstOfMonth = Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), 1);
  const previous = new Date(firstOfMonth - DAY_MS);
  return { month: monthLabel(previous.getUTCFullYear(), previous.getUTCMonth()), cutoff: new Date(firstOfMonth - REFUND_WINDOW_DAYS * DAY_MS) };
}

/** When the next monthly payout is made: the first of next month (UTC). */
export const nextPayoutOn = (asOf: Date): Date => new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() + 1, 1));

/** Earnings posted before this moment are past the refund window now. */
export const refundWindowStart = (asOf: Date): Date => new Date(asOf.getTime() - REFUND_WINDOW_DAYS * DAY_MS);

/** One id per creator, month and currency, so that a payout run repeated, or two at once, pays once. */
export const payoutIdOf = (creatorId: string, month: string, currency: string): string =>
  `payout-${createHash('sha256').update(`${creatorId}\u0000${month}\u0000${currency}`).digest('hex').slice(0, 32)}`;
