import { useId, useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { momentIndex } from '../lib/learning-moments';
import { progressMessages } from '../messages/progress.messages';

interface TimeTravelControlProps {
  /** The learner's event times, oldest first: the slider's stops. */
  readonly moments: readonly string[];
  /** The moment shown; undefined for now. */
  readonly at: string | undefined;
  readonly onTravel: (at: string | undefined) => void;
}

/** A datetime-local value (local time, to the minute) for an ISO instant. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Picks the past moment to replay the profile at: a slider over the learner's own event times, or any date and time. */
export function TimeTravelControl({ moments, at, onTravel }: TimeTravelControlProps) {
  const t = useT(progressMessages);
  const format = useFormat();
  const sliderId = useId();
  const exactId = useId();
  const headingId = useId();
  const [exact, setExact] = useState(() => (at ? toLocalInput(at) : ''));
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const index = momentIndex(moments, at);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const time = Date.parse(exact);
    if (!Number.isNaN(time)) onTravel(new Date(time).toISOString());
  };

  return (
    <section className="adaptive-card adaptive-travel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('travelHeading')}</h2>
      {moments.length > 1 && (
        <div className="field">
          <label htmlFor={sliderId}>{t('slider')}</label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={moments.length - 1}
            step={1}
            value={index}
            aria-valuetext={moments[index] ? when(moments[index]) : undefined}
            onChange={(event) => {
              const moment = moments[Number(event.target.value)];
              if (moment) onTravel(moment);
            }}
          />
        </div>
      )}
      <form className="adaptive-travel-exact" onSubmit={submit}>
        <div className="field">
          <label htmlFor={exactId}>{t('exactTime')}</label>
          <input id={exactId} type="datetime-local" value={exact} onChange={(event) => setExact(event.target.value)} />
        </div>
        <button type="submit" className="button button-secondary">
          {t('show')}
        </button>
        <button type="button" className="button button-secondary" aria-disabled={at === undefined} onClick={() => at !== undefined && onTravel(undefined)}>
          {t('now')}
        </button>
      </form>
      <p aria-live="polite">{at ? t('viewingPast', { date: when(at) }) : t('viewingNow')}</p>
    </section>
  );
}
