import { useState } from 'react';
import { Sparkline } from '../../../shared/charts/sparkline';
import { useFormat, useT } from '../../../shared/i18n';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { commandCenterMessages } from '../messages';

interface PulseCardProps {
  readonly id: string;
  readonly title: string;
  /** The figure that matters most, written out, with what it counts. */
  readonly headline: string;
  readonly headlineNote: string;
  readonly detail?: string;
  /** The first minute of `perMinute`. */
  readonly from: string;
  readonly perMinute: readonly number[];
  readonly formatValue: (value: number) => string;
}

const MINUTE_MS = 60_000;

/**
 * One figure of the pulse: its headline number, the last hour in words and drawn as a sparkline, and the minutes as
 * a table behind a disclosure (built only when opened, so the page stays light).
 */
export function PulseCard({ id, title, headline, headlineNote, detail, from, perMinute, formatValue }: PulseCardProps) {
  const t = useT(commandCenterMessages);
  const { date } = useFormat();
  const [open, setOpen] = useState(false);
  const hour = perMinute.reduce((sum, value) => sum + value, 0);
  const headingId = `pulse-${id}`;
  const start = new Date(from).getTime();
  return (
    <section className="card pulse-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="pulse-headline">
        <strong>{headline}</strong> <span>{headlineNote}</span>
      </p>
      <p className="pulse-detail">{detail ?? t('lastHour', { count: formatValue(hour), perMinute: formatValue(perMinute.at(-1) ?? 0) })}</p>
      <figure className="pulse-figure" aria-label={t('chartSummary', { figure: title, count: formatValue(hour), peak: formatValue(Math.max(0, ...perMinute)) })}>
        <Sparkline values={perMinute} />
      </figure>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t('perMinute')}</summary>
        {open &&
          (hour === 0 ? (
            <p>{t('quietHour')}</p>
          ) : (
            <ScrollingTable label={`${title}: ${t('perMinute')}`} className="pulse-table">
              <thead>
                <tr>
                  <th scope="col">{t('minute')}</th>
                  <th scope="col">{t('value')}</th>
                </tr>
              </thead>
              <tbody>
                {perMinute.map((value, index) =>
                  value === 0 ? null : (
                    <tr key={index}>
                      <th scope="row">{date(new Date(start + index * MINUTE_MS), { timeStyle: 'short' })}</th>
                      <td>{formatValue(value)}</td>
                    </tr>
                  ),
                )}
              </tbody>
            </ScrollingTable>
          ))}
      </details>
    </section>
  );
}
