/** The periods the sales page offers, in days ending today. */
export const salesRanges = [7, 30, 90, 365] as const;
export type SalesRangeDays = (typeof salesRanges)[number];

const DAY_MS = 86_400_000;

/** A period as the days the API takes (UTC, both ends included), ending today. */
export function salesRangeOf(days: SalesRangeDays, now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
