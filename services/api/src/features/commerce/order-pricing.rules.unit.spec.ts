import { describe, expect, it } from 'vitest';
import { discountOn, normalCouponCode, scopeCovers } from './coupon.rules.js';
import { priceOrder, shareOf, taxRateFor } from './order-pricing.rules.js';

describe('order pricing rules', () => {
  it('adds the tax to the price and takes the platform fee from the price before tax', () => {
    expect(priceOrder(4_900, 2_000, 1_000)).toEqual({ subtotal: 4_900, discount: 0, taxRateBasisPoints: 2_000, tax: 980, total: 5_880, platformFeeBasisPoints: 1_000, platformFee: 490 });
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

describe('order pricing with a coupon', () => {
  it('takes the discount off before tax, and the platform fee follows the discounted price', () => {
    expect(priceOrder(4_900, 2_000, 1_000, 1_225)).toEqual({
      subtotal: 4_900,
      discount: 1_225,
      taxRateBasisPoints: 2_000,
      tax: 735,
      total: 4_410,
      platformFeeBasisPoints: 1_000,
      platformFee: 368,
    });
  });

  it('never takes off more than the price: a discount covering it leaves nothing to pay, tax and fee included', () => {
    expect(priceOrder(4_900, 2_000, 1_000, 10_000)).toMatchObject({ subtotal: 4_900, discount: 4_900, tax: 0, total: 0, platformFee: 0 });
  });

  it('takes a percentage of the price rounded half up, and a fixed amount only in the course\'s currency', () => {
    expect(discountOn({ kind: 'percent', percent: 25 }, 4_900, 'EUR')).toBe(1_225);
    expect(discountOn({ kind: 'percent', percent: 33 }, 999, 'EUR')).toBe(330);
    expect(discountOn({ kind: 'percent', percent: 100 }, 4_900, 'EUR')).toBe(4_900);
    expect(discountOn({ kind: 'fixed', amount: 1_000, currency: 'EUR' }, 4_900, 'EUR')).toBe(1_000);
    expect(discountOn({ kind: 'fixed', amount: 9_000, currency: 'EUR' }, 4_900, 'EUR')).toBe(4_900);
    expect(discountOn({ kind: 'fixed', amount: 1_000, currency: 'USD' }, 4_900, 'EUR')).toBeNull();
  });

  it('covers a course by its own scope or its creator\'s, never by a plan\'s', () => {
    const target = { courseId: 'algebra', creatorId: 'maya', currency: 'EUR', priceCents: 4_900 };
    expect(scopeCovers({ kind: 'course', courseId: 'algebra', creatorId: 'maya' }, target)).toBe(true);
    expect(scopeCovers({ kind: 'course', courseId: 'fractions', creatorId: 'maya' }, target)).toBe(false);
    expect(scopeCovers({ kind: 'creator', creatorId: 'maya' }, target)).toBe(true);
    expect(scopeCovers({ kind: 'creator', creatorId: 'diego' }, target)).toBe(false);
    expect(scopeCovers({ kind: 'plan', tier: 'pro' }, target)).toBe(false);
  });

  it('reads codes without regard to case or the spaces around them', () => {
    expect(normalCouponCode('  spring-25 ')).toBe('SPRING-25');
  });
});
