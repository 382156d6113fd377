import type { PlatformOverviewResponse } from '@pathwise/contracts';
import { useId } from 'react';
import { DeferredBarChart } from '../../../shared/charts/deferred-bar-chart';
import { useFormat, useT } from '../../../shared/i18n';
import { useDayFormat } from '../lib/use-day-format';
import { platformMessages } from '../platform.messages';

type Day = PlatformOverviewResponse['daily'][number];

export const CHART_DAYS = 14;

const CHART_HEIGHT_PX = 180;

const busiest = (days: readonly Day[]): Day | undefined =>
  days.reduce<Day | undefined>((best, day) => (!best || day.learningEvents > best.learningEvents ? day : best), undefined);

interface DailyActivityChartProps {
  daily: readonly Day[];
}

/** Bars for the eye (drawn once the page has settled), a summary and a table (visually hidden) for screen readers, the same numbers in both. */
export function DailyActivityChart({ daily }: DailyActivityChartProps) {
  const t = useT(platformMessages);
  const { number } = useFormat();
  const dayFormat = useDayFormat();
  const captionId = useId();
  const days = daily.slice(-CHART_DAYS);
  const total = number(days.reduce((sum, day) => sum + day.learningEvents, 0));
  const peak = busiest(days);
  const summary = peak
    ? t('chartSummaryPeak', { days: days.length, total, day: dayFormat.long(peak.day), count: number(peak.learningEvents) })
    : t('chartSummary', { days: days.length, total });

  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        {t('chartCaption', { days: days.length })}
      </figcaption>
      <DeferredBarChart
        summary={summary}
        height={CHART_HEIGHT_PX}
        formatValue={number}
        bars={days.map((day) => ({
          key: day.day,
          label: dayFormat.short(day.day),
          value: day.learningEvents,
          title: t('barTitle', { day: dayFormat.short(day.day), count: number(day.learningEvents) }),
        }))}
      />
      {/* The hiding class sits on a wrapper: a table ignores a 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnDay')}</th>
              <th scope="col">{t('learningEvents')}</th>
              <th scope="col">{t('lessonsCompleted')}</th>
              <th scope="col">{t('quizAttempts')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayFormat.long(day.day)}</th>
                <td>{number(day.learningEvents)}</td>
                <td>{number(day.lessonsCompleted)}</td>
                <td>{number(day.quizAttempts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
