import { useCallback, useContext } from 'react';
import type { Catalog, Messages, Translation } from './define-messages';
import { interpolate } from './define-messages';
import { I18nContext } from './i18n-context';
import { dateTimeFormat, numberFormat } from '../lib/intl-formatters';
import { locales } from './languages';
import { loadMessages } from './translations';

/** The language of the interface and a way to change it. */
export function useLanguage() {
  return useContext(I18nContext);
}

/**
 * `t(key, values?)` over a feature's catalog, in the current language. Until that language's file has loaded, the
 * component suspends (the nearest Suspense boundary holds, and a language switch keeps the previous screen).
 *
 * It suspends by throwing the cached load, as `React.lazy` does, rather than through `use`: React 19 never retries a
 * `use` that suspended inside a synchronous `act`, which is how every component spec renders (see the ADR).
 */
export function useT<M extends Messages>(catalog: Catalog<M>) {
  const { language } = useContext(I18nContext);
  const load = loadMessages(catalog, language);
  const messages: Translation<M> | undefined = load.value;
  if (messages === undefined) throw load;
  const locale = locales[language];
  return useCallback(
    (key: keyof M & string, values?: Readonly<Record<string, string | number>>) => interpolate(messages[key], values, locale),
    [messages, locale],
  );
}

/** Numbers and dates in the current language's conventions. */
export function useFormat() {
  const { language } = useContext(I18nContext);
  const locale = locales[language];
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    date: (value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
}
