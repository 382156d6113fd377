import { useFormat } from '../../../shared/i18n';

/** The monitoring figures as the reader's language writes them: milliseconds, shares, megabytes, counts. */
export function useFigureFormat() {
  const { number } = useFormat();
  return {
    milliseconds: (value: number | null) => (value === null ? '–' : `${number(value, { maximumFractionDigits: value < 10 ? 1 : 0 })} ms`),
    share: (value: number | null) => (value === null ? '–' : number(value, { style: 'percent', maximumFractionDigits: 2 })),
    megabytes: (bytes: number) => `${number(bytes / 1024 ** 2, { maximumFractionDigits: 0 })} MB`,
    count: (value: number) => number(value),
    decimal: (value: number) => number(value, { maximumFractionDigits: 1 }),
  };
}
