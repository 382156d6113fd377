import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import type { SkillTimeline } from '../lib/learning-moments';
import { usePercent } from '../lib/use-percent';
import { progressMessages } from '../messages/progress.messages';

const WIDTH = 320;
const HEIGHT = 80;
const PAD = 4;

interface MasteryTimelineProps {
  readonly timelines: readonly SkillTimeline[];
  readonly skillName: (skillId: string) => string;
  /** The first and last moments of all the learner's learning: every chart shares this time axis. */
  readonly span: readonly [string, string];
  /** The moment shown by time travel, marked on each chart; undefined for now. */
  readonly at: string | undefined;
}

/** One small chart per skill of the calibrated probability after each answer, described in words for screen readers. */
export function MasteryTimeline({ timelines, skillName, span, at }: MasteryTimelineProps) {
  const t = useT(progressMessages);
  const headingId = useId();
  const start = Date.parse(span[0]);
  const length = Math.max(1, Date.parse(span[1]) - start);
  const share = (iso: string) => Math.min(1, Math.max(0, (Date.parse(iso) - start) / length));
  const x = (iso: string) => PAD + share(iso) * (WIDTH - 2 * PAD);
  const y = (probability: number) => HEIGHT - PAD - probability * (HEIGHT - 2 * PAD);
  return (
    <section className="adaptive-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timelineHeading')}</h2>
      <ul className="adaptive-timelines">
        {timelines.map((timeline) => (
          <li key={timeline.skillId}>
            <SkillChart timeline={timeline} name={skillName(timeline.skillId)} x={x} y={y} at={at} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SkillChartProps {
  readonly timeline: SkillTimeline;
  readonly name: string;
  readonly x: (iso: string) => number;
  readonly y: (probability: number) => number;
  readonly at: string | undefined;
}

function SkillChart({ timeline, name, x, y, at }: SkillChartProps) {
  const t = useT(progressMessages);
  const percent = usePercent();
  const { points } = timeline;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const then = at ? points.filter((point) => point.at <= at).at(-1) : undefined;
  return (
    <figure className="adaptive-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <polyline fill="none" stroke="currentColor" strokeWidth="2" points={points.map((point) => `${x(point.at)},${y(point.probability)}`).join(' ')} />
        {points.map((point) => (
          <circle key={point.at} cx={x(point.at)} cy={y(point.probability)} r="2.5" />
        ))}
        {at && <line className="adaptive-chart-marker" x1={x(at)} x2={x(at)} y1={0} y2={HEIGHT} />}
      </svg>
      <figcaption>
        {t('timelineSummary', { skill: name, first: percent(first.probability), last: percent(last.probability), count: points.length })}
        {at && (
          <>
            {' '}
            {t('timelineAt', { value: then ? percent(then.probability) : '–' })}
          </>
        )}
      </figcaption>
    </figure>
  );
}
