import { useId } from 'react';
import { TimeSeriesChart } from '../../../shared/charts/time-series-chart';
import { useFormat, useT } from '../../../shared/i18n';
import type { SkillTimeline } from '../lib/learning-moments';
import { usePercent } from '../lib/use-percent';
import { progressMessages } from '../messages/progress.messages';

const DAY_MS = 86_400_000;
const TEN_MINUTES_MS = 10 * 60_000;

interface MasteryTimelineProps {
  readonly timelines: readonly SkillTimeline[];
  readonly skillName: (skillId: string) => string;
  /** The first and last moments of all the learner's learning: the chart's time axis. */
  readonly span: readonly [string, string];
  /** The moment shown by time travel, marked across the chart; undefined for now. */
  readonly at: string | undefined;
}

/**
 * Every skill's calibrated chance of a right answer after each answer, one line per skill on shared axes, and in
 * words beside each line's sample: where it started, where it stands, and where it stood at the moment shown.
 */
export function MasteryTimeline({ timelines, skillName, span, at }: MasteryTimelineProps) {
  const t = useT(progressMessages);
  const percent = usePercent();
  const format = useFormat();
  const headingId = useId();
  // Answers within minutes are told apart by the second, within a day or two by the minute, a longer history by the day.
  const length = Date.parse(span[1]) - Date.parse(span[0]);
  const timeParts: Intl.DateTimeFormatOptions =
    length < TEN_MINUTES_MS ? { hour: 'numeric', minute: '2-digit', second: '2-digit' } : length < 2 * DAY_MS ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' };
  const formatTime = (moment: Date) => format.date(moment, timeParts);
  const series = timelines.flatMap((timeline) => {
    const first = timeline.points[0];
    const last = timeline.points.at(-1);
    if (!first || !last) return [];
    const then = at ? timeline.points.filter((point) => point.at <= at).at(-1) : undefined;
    const summary = t('timelineSummary', {
      skill: skillName(timeline.skillId),
      first: percent(first.probability),
      last: percent(last.probability),
      count: timeline.points.length,
    });
    return [
      {
        id: timeline.skillId,
        description: at ? `${summary} ${t('timelineAt', { value: then ? percent(then.probability) : '–' })}` : summary,
        points: timeline.points.map((point) => ({ at: point.at, value: point.probability })),
      },
    ];
  });
  return (
    <section className="adaptive-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timelineHeading')}</h2>
      <p className="adaptive-muted">{t('timelineExplained')}</p>
      <TimeSeriesChart
        series={series}
        span={span}
        valueDomain={[0, 1]}
        formatValue={percent}
        formatTime={formatTime}
        marker={at ? { at, label: t('timelineMarker') } : undefined}
      />
    </section>
  );
}
