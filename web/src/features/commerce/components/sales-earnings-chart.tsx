import type { SalesSummaryResponse } from '@pathwise/contracts';
import { useId } from 'react';
import { DeferredBarChart } from '../../../shared/charts/deferred-bar-chart';
import { useFormat, useT } from '../../../shared/i18n';
import { useFormatMoney } from '../lib/use-format-money';
import { salesMessages } from '../sales.messages';

const CHART_HEIGHT_PX = 200;
const DAY_MS = 86_400_000;

/** Every day of the range, oldest first, so a quiet day shows as a zero rather than not at all. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let moment = Date.parse(`${from}T00:00:00Z`); moment <= Date.parse(`${to}T00:00:00Z`); moment += DAY_MS) {
    days.push(new Date(moment).toISOString().slice(0, 10));
  }
  return days;
}

interface SalesEarningsChartProps {
  readonly summary: SalesSummaryResponse;
  readonly currency: string;
}

/** The creator's earnings per day in one currency: bars for the eye, and the same figures in words and in a table. */
export function SalesEarningsChart({ summary, currency }: SalesEarningsChartProps) {
  const t = useT(salesMessages);
  const { date, number } = useFormat();
  const { money } = useFormatMoney();
  const captionId = useId();
  const byDay = new Map(summary.daily.filter((day) => day.currency === currency).map((day) => [day.day, day]));
  const days = daysOf(summary.from, summary.to).map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, earnings: byDay.get(day)?.creatorEarnings ?? 0 }));
  const short = (day: string) => date(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const long = (day: string) => date(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const amount = (minorUnits: number) => money(minorUnits, currency);
  const total = days.reduce((sum, day) => sum + day.earnings, 0);
  const best = days.reduce<(typeof days)[number] | undefined>((top, day) => (day.earnings > (top?.earnings ?? 0) ? day : top), undefined);
  const summaryText = best
    ? t('chartSummary', { total: amount(total), currency, days: days.length, day: long(best.day), best: amount(best.earnings) })
    : t('chartSummaryEmpty', { currency, days: days.length });
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        {t('chartCaption', { currency, days: days.length })}
      </figcaption>
      <DeferredBarChart
        summary={summaryText}
        height={CHART_HEIGHT_PX}
        formatValue={(value) => money(value, currency)}
        bars={days.map((day) => ({ key: day.day, label: short(day.day), value: day.earnings, title: t('barTitle', { day: short(day.day), amount: amount(day.earnings) }) }))}
      />
      <p className="sr-only">{summaryText}</p>
      {/* The hiding class sits on a wrapper: a table ignores a 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnDay')}</th>
              <th scope="col">{t('columnOrders')}</th>
              <th scope="col">{t('columnEarnings')}</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((day) => day.orders > 0)
              .map((day) => (
                <tr key={day.day}>
                  <th scope="row">{long(day.day)}</th>
                  <td>{number(day.orders)}</td>
                  <td>{amount(day.earnings)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
