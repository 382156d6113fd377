import { useId } from 'react';
import { DeferredBarChart } from '../../../shared/charts/deferred-bar-chart';
import { useFormat, useT } from '../../../shared/i18n';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { adminNpsMessages } from '../messages';

const CHART_HEIGHT_PX = 200;

/** How many answered each score, 0 to 10: bars for the eye, a sentence for screen readers, and the numbers in a table. */
export function NpsDistributionChart({ distribution }: { readonly distribution: readonly number[] }) {
  const t = useT(adminNpsMessages);
  const { number } = useFormat();
  const captionId = useId();
  const total = distribution.reduce((sum, count) => sum + count, 0);
  const mostCommon = distribution.reduce((best, count, score) => (count > (distribution[best] ?? 0) ? score : best), 0);
  return (
    <figure className="chart nps-distribution" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        <h2>{t('distributionHeading')}</h2>
      </figcaption>
      <DeferredBarChart
        summary={t('distributionSummary', { total, score: number(mostCommon) })}
        height={CHART_HEIGHT_PX}
        formatValue={number}
        bars={distribution.map((count, score) => ({
          key: String(score),
          label: number(score),
          value: count,
          title: t('barTitle', { score: number(score), count }),
        }))}
      />
      <details className="nps-details">
        <summary>{t('showTable')}</summary>
        <ScrollingTable label={t('distributionTable')} className="nps-table">
          <thead>
            <tr>
              <th scope="col">{t('columnScore')}</th>
              <th scope="col" className="numeric">
                {t('columnAnswers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {distribution.map((count, score) => (
              <tr key={score}>
                <th scope="row">{number(score)}</th>
                <td className="numeric">{number(count)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </details>
    </figure>
  );
}
