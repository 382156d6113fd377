import type { CalibrationSummary } from '@pathwise/contracts';
import { useId } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { calibrationMessages } from '../messages';
import { HeldOutTable } from './held-out-table';
import { ItemBanksTable } from './item-banks-table';

/** One run: when, on how much, whether the engine now uses it and why, and the evidence for that. */
export function CalibrationRun({ run }: { readonly run: CalibrationSummary }) {
  const t = useT(calibrationMessages);
  const format = useFormat();
  const headingId = useId();
  return (
    <article className="calibration-run" aria-labelledby={headingId}>
      <header className="calibration-run-header">
        <h3 id={headingId}>
          <time dateTime={run.recordedAt}>{format.date(run.recordedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </h3>
        <span className={run.adopted ? 'badge badge-positive' : 'badge'}>
          {run.adopted ? t('adopted') : t('kept')}
        </span>
      </header>
      <p className="calibration-note">
        {t('counts', { answers: format.number(run.answers), learners: format.number(run.learners) })}
      </p>
      {/* The server's own sentence, in its words: it names the figures the decision was taken on. */}
      <p className="calibration-reason">{run.reason}</p>
      {run.heldOut ? <HeldOutTable heldOut={run.heldOut} /> : <p className="calibration-note">{t('noHeldOut')}</p>}
      <ItemBanksTable itemBanks={run.itemBanks} />
    </article>
  );
}
