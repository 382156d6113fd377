/**
 * Intl formatters, made once per locale and options: making one costs about a millisecond on a phone (far more than
 * formatting with it), and a page that formats a few hundred figures spent most of its first render making them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function madeOnce<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  madeOnce('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  madeOnce('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** Which plural form a count takes in a language ("one", "other", and "many" for large French and Spanish figures). */
export const pluralRules = (locale: string): Intl.PluralRules => madeOnce('plural', locale, undefined, () => new Intl.PluralRules(locale));
