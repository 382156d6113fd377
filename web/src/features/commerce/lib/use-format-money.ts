import { locales, useLanguage } from '../../../shared/i18n';
import { numberFormat } from '../../../shared/lib/intl-formatters';

/** Amounts in minor units and tax rates in basis points, as the reader's locale writes them (0 stays 0, never "Free"). */
export function useFormatMoney() {
  const { language } = useLanguage();
  return {
    money: (minorUnits: number, currency: string) => numberFormat(locales[language], { style: 'currency', currency }).format(minorUnits / 100),
    rate: (basisPoints: number) => numberFormat(locales[language], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000),
  };
}
