/** Basis points are hundredths of a percent: 2000 is 20 %. */
const BASIS_POINTS = 10_000;

/** A share of an amount in minor units, rounded half up, so that every figure of an order is a whole cent. */
export const shareOf = (amount: number, basisPoints: number): number => Math.floor((amount * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);

export interface OrderPricing {
  /** The course's price, before any coupon. */
  readonly subtotal: number;
  /** What a coupon took off the price; 0 without one. */
  readonly discount: number;
  readonly taxRateBasisPoints: number;
  readonly tax: number;
  readonly total: number;
  readonly platformFeeBasisPoints: number;
  readonly platformFee: number;
}

/**
 * Every figure of an order, from the course's price and the coupon's discount alone: what a client says an order
 * costs is never read. The discount comes off before tax, as the buyer is taxed on what they pay; the platform's fee
 * is a share of the discounted price before tax, as tax is owed to the state, not earned, and the creator and the
 * platform share the discount in proportion.
 */
export function priceOrder(priceCents: number, taxRateBasisPoints: number, platformFeeBasisPoints: number, discount = 0): OrderPricing {
  const discounted = priceCents - Math.min(discount, priceCents);
  const tax = shareOf(discounted, taxRateBasisPoints);
  return {
    subtotal: priceCents,
    discount: priceCents - discounted,
    taxRateBasisPoints,
    tax,
    total: discounted + tax,
    platformFeeBasisPoints,
    platformFee: shareOf(discounted, platformFeeBasisPoints),
  };
}

/** A table of tax rates by the buyer's country (ISO 3166-1 alpha-2), from the configuration. */
export type TaxRates = Readonly<Record<string, number>>;

/** The rate for a buyer's country; a country the table does not list, or none given, pays no tax. */
export const taxRateFor = (rates: TaxRates, country: string | undefined): number => (country ? (rates[country.toUpperCase()] ?? 0) : 0);
