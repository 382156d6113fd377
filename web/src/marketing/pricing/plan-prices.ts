import { planOf, plans, type Plan } from '@pathwise/contracts';
import { useCallback } from 'react';
import { locales, useLanguage } from '../../shared/i18n';

export type BillingPeriod = 'monthly' | 'yearly';

export const priceCents = (plan: Plan, period: BillingPeriod): number =>
  period === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents;

/** How much cheaper a year is than twelve months, in whole percent; 0 for a free plan. */
export const yearlySavingPercent = (plan: Plan): number =>
  plan.monthlyPriceCents === 0 ? 0 : Math.round((1 - plan.yearlyPriceCents / (plan.monthlyPriceCents * 12)) * 100);

/** The best saving any plan offers by paying yearly, for the toggle's "save N%". */
export const bestYearlySaving = (): number => Math.max(...plans.map(yearlySavingPercent));

/** The trial the spec announces is Pro's (14 days); the page quotes it from the plans rather than repeating it. */
export const proTrialDays = (): number => planOf('pro').trialDays;

/** Prices in US dollars, written the way the reader's language writes money ("$29", "29 US$", "29 $US"). */
export function useMoney(): (cents: number) => string {
  const { language } = useLanguage();
  return useCallback(
    (cents: number) => {
      const amount = Math.round(cents) / 100;
      const digits = Number.isInteger(amount) ? 0 : 2;
      return new Intl.NumberFormat(locales[language], {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    },
    [language],
  );
}
