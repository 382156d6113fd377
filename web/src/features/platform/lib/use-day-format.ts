import { useFormat } from '../../../shared/i18n';

// Days arrive as calendar dates (YYYY-MM-DD); formatting them in UTC keeps them from shifting a day west of Greenwich.
const asUtcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Calendar days of the overview in the reader's language: "Mar 4" on the axis, "Tuesday, March 4" for screen readers. */
export function useDayFormat() {
  const format = useFormat();
  return {
    short: (day: string) => format.date(asUtcDate(day), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    long: (day: string) => format.date(asUtcDate(day), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  };
}
