import type { CalibrationSummary } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { calibrationMessages } from '../messages';

/** The courses whose placement bank this run fitted: a course waits for 30 learners. */
export function ItemBanksTable({ itemBanks }: { readonly itemBanks: CalibrationSummary['itemBanks'] }) {
  const t = useT(calibrationMessages);
  const format = useFormat();
  if (itemBanks.length === 0) return <p className="calibration-note">{t('noItemBanks')}</p>;
  return (
    <div className="calibration-table-scroll">
      <table className="calibration-table">
        <caption>{t('itemBanks')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('course')}</th>
            <th scope="col">{t('learners')}</th>
            <th scope="col">{t('items')}</th>
            <th scope="col">{t('converged')}</th>
          </tr>
        </thead>
        <tbody>
          {itemBanks.map((bank) => (
            <tr key={bank.courseId}>
              <td className="calibration-course">{bank.courseId}</td>
              <td>{format.number(bank.learners)}</td>
              <td>{format.number(bank.items)}</td>
              <td>{bank.converged ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
