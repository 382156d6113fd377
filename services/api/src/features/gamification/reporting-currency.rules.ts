/** The reporting currency and what one unit of each course currency is worth in it, in parts per million. */
export interface ReportingRates {
  readonly currency: string;
  readonly ratesPpm: Readonly<Record<string, number>>;
}

/**
 * An amount in minor units of its currency, in minor units of the reporting currency, rounded half up. A currency
 * the table lacks converts to nothing (start-up refuses such a table, so this is a guard, not a path).
 */
export function inReportingCurrency(minorUnits: number, currency: string, rates: ReportingRates): number {
  const rate = rates.ratesPpm[currency];
  if (rate === undefined) return 0;
  return Math.floor((minorUnits * rate + 500_000) / 1_000_000);
}
