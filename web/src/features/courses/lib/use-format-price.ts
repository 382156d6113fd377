import { locales, useLanguage } from '../../../shared/i18n';
import { numberFormat } from '../../../shared/lib/intl-formatters';

/** A price in minor units as the reader's locale writes it; zero is "Free" in their language (`freeLabel`). */
export function useFormatPrice(freeLabel: string) {
  const { language } = useLanguage();
  return (priceCents: number, currency: string) =>
    priceCents === 0
      ? freeLabel
      : numberFormat(locales[language], { style: 'currency', currency }).format(priceCents / 100);
}
