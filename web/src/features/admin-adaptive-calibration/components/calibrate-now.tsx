import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useRunCalibration } from '../api/run-calibration';
import { calibrationMessages } from '../messages';

/** Runs a calibration now: it takes seconds, so the button says so and a status line tells screen readers. */
export function CalibrateNow() {
  const t = useT(calibrationMessages);
  const calibration = useRunCalibration();
  const running = calibration.isPending;

  const status = running
    ? t('calibratingStatus')
    : calibration.data
      ? t(calibration.data.adopted ? 'calibratedAdopted' : 'calibratedKept')
      : '';

  return (
    <div className="calibration-action">
      {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the run goes on. */}
      <button
        type="button"
        className="button"
        aria-disabled={running}
        onClick={() => {
          if (!running) calibration.mutate();
        }}
      >
        {running ? t('calibrating') : t('calibrateNow')}
      </button>
      <p className="calibration-status" role="status">
        {status}
      </p>
      {calibration.isError && <QueryError title={t('couldNotCalibrate')} error={calibration.error} />}
    </div>
  );
}
