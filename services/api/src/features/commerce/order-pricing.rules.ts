/** Basis points are hundredths of a percent: 2000 is 20 %. */
const BASIS_POINTS = 10_000;

/** A share of an amount in minor units, rounded half up, so that every figure of an order is a whole cent. */
export const shareOf = (amount: number, basisPoints: number): number => Math.floor((amount * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);

export interface OrderPricing {
  readonly subtotal: number;
  readonly taxRateBasisPoints: number;
  readonly tax: number;
  readonly total: number;
  readonly platformFeeBasisPoints: number;
  readonly platformFee: number;
}

/**
 * Every figure of an order, from the course's price alone: what a client says an order costs is never read. The
 * platform's fee is a share of the price before tax, as tax is owed to the state, not earned.
 */
export function priceOrder(priceCents: number, taxRateBasisPoints: number, platformFeeBasisPoints: number): OrderPricing {
  const tax = shareOf(priceCents, taxRateBasisPoints);
  return {
    subtotal: priceCents,
    taxRateBasisPoints,
    tax,
    total: priceCents + tax,
    platformFeeBasisPoints,
    platformFee: shareOf(priceCents, platformFeeBasisPoints),
  };
}

/** A table of tax rates by the buyer's country (ISO 3166-1 alpha-2), from the configuration. */
export type TaxRates = Readonly<Record<string, number>>;

/** The rate for a buyer's country; a country the table does not list, or none given, pays no tax. */
export const taxRateFor = (rates: TaxRates, country: string | undefined): number => (country ? (rates[country.toUpperCase()] ?? 0) : 0);
