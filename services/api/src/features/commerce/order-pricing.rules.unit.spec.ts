import { describe, expect, it } from 'vitest';
import { priceOrder, shareOf, taxRateFor } from './order-pricing.rules.js';

describe('order pricing rules', () => {
  it('adds the tax to the price and takes the platform fee from the price before tax', () => {
    expect(priceOrder(4_900, 2_000, 1_000)).toEqual({ subtotal: 4_900, taxRateBasisPoints: 2_000, tax: 980, total: 5_880, platformFeeBasisPoints: 1_000, platformFee: 490 });
  });

  it('rounds shares half up to whole minor units', () => {
    expect(shareOf(1_999, 2_000)).toBe(400);
    expect(shareOf(5, 1_000)).toBe(1);
    expect(shareOf(4, 1_000)).toBe(0);
  });

  it('charges no tax where the table has no rate or no country is given', () => {
    expect(taxRateFor({ FR: 2_000 }, 'fr')).toBe(2_000);
    expect(taxRateFor({ FR: 2_000 }, 'US')).toBe(0);
    expect(taxRateFor({ FR: 2_000 }, undefined)).toBe(0);
  });
});
