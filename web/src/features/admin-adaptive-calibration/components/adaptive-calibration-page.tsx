import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useCalibrations } from '../api/get-calibrations';
import { calibrationMessages } from '../messages';
import { CalibrateNow } from './calibrate-now';
import { CalibrationRun } from './calibration-run';
import '../admin-adaptive-calibration.css';

/** /admin/adaptive-calibration: calibrate the adaptive engine from all learners' answers, and every run so far. */
export function AdaptiveCalibrationPage() {
  const t = useT(calibrationMessages);
  const runsHeadingId = useId();
  const calibrations = useCalibrations();
  useDocumentTitle(t('title'));

  return (
    <div className="admin-calibration">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <CalibrateNow />

      <section className="admin-calibration-runs" aria-labelledby={runsHeadingId}>
        <h2 id={runsHeadingId}>{t('runs')}</h2>
        {calibrations.isPending && (
          <p className="calibration-note" role="status">
            {t('loading')}
          </p>
        )}
        {calibrations.isError && (
          <QueryError
            title={t('couldNotLoad')}
            error={calibrations.error}
            onRetry={() => void calibrations.refetch()}
            retrying={calibrations.isFetching}
          />
        )}
        {calibrations.data && calibrations.data.runs.length === 0 && (
          <div className="empty-state">
            <p>{t('empty')}</p>
          </div>
        )}
        {calibrations.data && calibrations.data.runs.length > 0 && (
          <ol className="calibration-runs">
            {calibrations.data.runs.map((run) => (
              <li key={run.calibrationId}>
                <CalibrationRun run={run} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
