import { describe, expect, it } from 'vitest';
import { invoiceNumber, periodEndFrom, planPrice, prorationAmount, renewalRetryAt, taxOn } from './plan-pricing.rules.js';

const at = (iso: string) => new Date(iso);

describe('plan pricing rules', () => {
  it('prices a plan per period from the plans table, in minor units', () => {
    expect(planPrice('pro', 'monthly')).toBe(2_900);
    expect(planPrice('pro_plus', 'yearly')).toBe(79_000);
  });

  it('ends a monthly period the same day next month, or the last day of a shorter month', () => {
    expect(periodEndFrom(at('2026-01-15T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(periodEndFrom(at('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEndFrom(at('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('prorates an upgrade by the share of the period left, rounded half up to a whole minor unit', () => {
    const period = { periodStart: at('2026-04-01T00:00:00Z'), periodEnd: at('2026-05-01T00:00:00Z') };
    // Pro 2,900 to Pro Plus 7,900 with half of a 30-day month left: 5,000 / 2.
    expect(prorationAmount({ fromPrice: 2_900, toPrice: 7_900, ...period, at: at('2026-04-16T00:00:00Z') })).toBe(2_500);
    // A third of the month left: 5,000 / 3 = 1,666.67, rounded to 1,667.
    expect(prorationAmount({ fromPrice: 2_900, toPrice: 7_900, ...period, at: at('2026-04-21T00:00:00Z') })).toBe(1_667);
    // At the very start the whole difference, at the end nothing.
    expect(prorationAmount({ fromPrice: 2_900, toPrice: 7_900, ...period, at: period.periodStart })).toBe(5_000);
    expect(prorationAmount({ fromPrice: 2_900, toPrice: 7_900, ...period, at: period.periodEnd })).toBe(0);
  });

  it('owes nothing for a move to a cheaper plan, and stays exact over a yearly period', () => {
    const year = { periodStart: at('2026-01-01T00:00:00Z'), periodEnd: at('2027-01-01T00:00:00Z') };
    expect(prorationAmount({ fromPrice: 79_000, toPrice: 29_000, ...year, at: at('2026-06-01T00:00:00Z') })).toBe(0);
    // 50,000 × 214 days left / 365 days = 29,315.07 → 29,315.
    expect(prorationAmount({ fromPrice: 29_000, toPrice: 79_000, ...year, at: at('2026-06-01T00:00:00Z') })).toBe(29_315);
    expect(Number.isInteger(prorationAmount({ fromPrice: 29_000, toPrice: 79_000, ...year, at: at('2026-06-01T13:17:41Z') }))).toBe(true);
  });

  it('rounds tax half up and retries a failed renewal on days 1, 3 and 7 after its due date', () => {
    expect(taxOn(2_900, 2_000)).toBe(580);
    expect(taxOn(1_667, 1_950)).toBe(325);
    const due = at('2026-05-01T00:00:00Z');
    expect([1, 2, 3, 4].map((attempt) => renewalRetryAt(due, attempt)?.toISOString() ?? null)).toEqual([
      '2026-05-02T00:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
      '2026-05-08T00:00:00.000Z',
      null,
    ]);
  });

  it('numbers an account’s invoices in sequence under its own prefix', () => {
    expect(invoiceNumber('u-3f2a9c1d-77', 1)).toBe('U3F2A9C1-0001');
    expect(invoiceNumber('ada', 12)).toBe('ADA-0012');
  });
});
