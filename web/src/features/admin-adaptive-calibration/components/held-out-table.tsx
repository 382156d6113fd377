import type { CalibrationSummary } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { calibrationMessages } from '../messages';

type HeldOut = NonNullable<CalibrationSummary['heldOut']>;
type Figures = HeldOut['current'];
type Better = 'current' | 'candidate' | 'neither';

interface Measure {
  readonly label: 'logLoss' | 'auc' | 'accuracy';
  readonly value: (figures: Figures) => number | null;
  readonly lowerIsBetter: boolean;
  readonly format: Intl.NumberFormatOptions;
}

// Log loss to four places, as the server words its reason: a run is adopted on that figure alone.
const measures: readonly Measure[] = [
  {
    label: 'logLoss',
    value: (figures) => figures.logLoss,
    lowerIsBetter: true,
    format: { minimumFractionDigits: 4, maximumFractionDigits: 4 },
  },
  {
    label: 'auc',
    value: (figures) => figures.auc,
    lowerIsBetter: false,
    format: { minimumFractionDigits: 3, maximumFractionDigits: 3 },
  },
  {
    label: 'accuracy',
    value: (figures) => figures.accuracy,
    lowerIsBetter: false,
    format: { style: 'percent', maximumFractionDigits: 1 },
  },
];

function betterOf(current: number | null, candidate: number | null, lowerIsBetter: boolean): Better {
  if (current === null || candidate === null || current === candidate) return 'neither';
  return (candidate < current) === lowerIsBetter ? 'candidate' : 'current';
}

/**
 * The parameters in use against the candidate, on learners the candidate was not trained on. The better value says
 * so in words, not by colour alone.
 */
export function HeldOutTable({ heldOut }: { readonly heldOut: HeldOut }) {
  const t = useT(calibrationMessages);
  const format = useFormat();
  return (
    <div className="calibration-table-scroll">
      <table className="calibration-table">
        <caption>
          {t('heldOut', { learners: format.number(heldOut.learners), answers: format.number(heldOut.answers) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('measure')}</th>
            <th scope="col">{t('inUse')}</th>
            <th scope="col">{t('candidate')}</th>
          </tr>
        </thead>
        <tbody>
          {measures.map((measure) => {
            const current = measure.value(heldOut.current);
            const candidate = measure.value(heldOut.candidate);
            const better = betterOf(current, candidate, measure.lowerIsBetter);
            const cell = (value: number | null, side: Better) => {
              if (value === null) return <td className="calibration-missing">{t('notDefined')}</td>;
              const shown = format.number(value, measure.format);
              return better === side ? (
                <td className="calibration-better">{t('better', { value: shown })}</td>
              ) : (
                <td>{shown}</td>
              );
            };
            return (
              <tr key={measure.label}>
                <th scope="row">{t(measure.label)}</th>
                {cell(current, 'current')}
                {cell(candidate, 'candidate')}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
