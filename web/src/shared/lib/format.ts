/**
 * Number, date and duration formatting for one locale (a BCP 47 tag such as `es-ES`). Components do not call these
 * with a hard-coded locale: they use `useFormat()` of shared/i18n, or `useFormatDuration()`, which pass the
 * language of the interface. The English default is for code outside React, and for callers not yet translated.
 */
import { dateTimeFormat, numberFormat } from './intl-formatters';

const DEFAULT_LOCALE = 'en-US';

export const formatCount = (value: number, locale: string = DEFAULT_LOCALE): string =>
  numberFormat(locale).format(value);

// Days arrive as calendar dates (YYYY-MM-DD); formatting them in UTC keeps them from shifting a day west of Greenwich.
const asUtcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

export const formatShortDay = (day: string, locale: string = DEFAULT_LOCALE): string =>
  dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(asUtcDate(day));

export const formatLongDay = (day: string, locale: string = DEFAULT_LOCALE): string =>
  dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(asUtcDate(day));

/** An instant (ISO 8601) in the reader's time zone, e.g. "Mar 4, 2025, 9:05 AM". */
export const formatDateTime = (instant: string, locale: string = DEFAULT_LOCALE): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

/** The calendar day of an instant in the reader's time zone, e.g. "March 4, 2025". */
export const formatDate = (instant: string, locale: string = DEFAULT_LOCALE): string =>
  dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(instant));

/**
 * A wait, a lifetime or a time spent in words: "45 seconds", "1 minute", "10 minutes" (rounded up to whole minutes
 * from a minute on), "5.3 hours" (to a tenth from an hour on). Intl words the unit and its plural, so "2 minutos"
 * and "2 minutes" need no catalog of their own.
 */
export function formatDuration(seconds: number, locale: string = DEFAULT_LOCALE): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole >= 3600) return numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 }).format(whole / 3600);
  const [amount, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
