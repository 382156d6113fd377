import { useCallback, useContext } from 'react';
import type { Catalog } from './define-messages';
import { interpolate } from './define-messages';
import { I18nContext } from './i18n-context';
import { locales } from './languages';

/** The language of the interface and a way to change it. */
export function useLanguage() {
  return useContext(I18nContext);
}

/** `t(key, values?)` over a feature's catalog, in the current language. */
export function useT<M extends Record<string, string>>(catalog: Catalog<M>) {
  const { language } = useContext(I18nContext);
  return useCallback(
    (key: keyof M & string, values?: Readonly<Record<string, string | number>>) => interpolate(catalog[language][key], values),
    [catalog, language],
  );
}

/** Numbers and dates in the current language's conventions. */
export function useFormat() {
  const { language } = useContext(I18nContext);
  const locale = locales[language];
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    date: (value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
}
