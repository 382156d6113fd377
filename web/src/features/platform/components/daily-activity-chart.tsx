import type { PlatformOverviewResponse } from '@pathwise/contracts';
import { useId } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useDayFormat } from '../lib/use-day-format';
import { platformMessages } from '../platform.messages';

type Day = PlatformOverviewResponse['daily'][number];

export const CHART_DAYS = 14;

// Drawing units of the SVG viewBox; CSS stretches it to the container width.
const BAR_WIDTH = 7;
const BAR_GAP = 3;
const CHART_HEIGHT = 100;
// A zero day still gets a sliver so the reader sees the day exists and was quiet.
const MIN_BAR_HEIGHT = 1;

const busiest = (days: readonly Day[]): Day | undefined =>
  days.reduce<Day | undefined>((best, day) => (!best || day.learningEvents > best.learningEvents ? day : best), undefined);

interface DailyActivityChartProps {
  daily: readonly Day[];
}

/** Bars for the eye, a summary and a table (visually hidden) for screen readers, the same numbers in both. */
export function DailyActivityChart({ daily }: DailyActivityChartProps) {
  const t = useT(platformMessages);
  const { number } = useFormat();
  const dayFormat = useDayFormat();
  const captionId = useId();
  const days = daily.slice(-CHART_DAYS);
  const max = Math.max(1, ...days.map((day) => day.learningEvents));
  const width = days.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
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
      <svg
        className="chart-plot"
        viewBox={`0 0 ${Math.max(width, 1)} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {days.map((day, index) => {
          const height = Math.max(MIN_BAR_HEIGHT, (day.learningEvents / max) * CHART_HEIGHT);
          return (
            <rect
              key={day.day}
              className="chart-bar"
              data-day={day.day}
              x={index * (BAR_WIDTH + BAR_GAP)}
              y={CHART_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
            >
              <title>{t('barTitle', { day: dayFormat.short(day.day), count: number(day.learningEvents) })}</title>
            </rect>
          );
        })}
      </svg>
      <ol className="chart-axis" aria-hidden="true">
        {days.map((day) => (
          <li key={day.day}>{dayFormat.short(day.day)}</li>
        ))}
      </ol>
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
