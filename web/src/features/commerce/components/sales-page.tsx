import type { SalesSummaryResponse } from '@pathwise/contracts';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { useSalesSummary } from '../api/get-sales-summary';
import { useFormatMoney } from '../lib/use-format-money';
import { salesRangeOf, salesRanges, type SalesRangeDays } from '../lib/sales-range';
import { salesMessages } from '../sales.messages';
import { SalesCoupons } from './sales-coupons';
import { SalesEarningsChart } from './sales-earnings-chart';
import { SalesOrders } from './sales-orders';
import { SalesRefunds } from './sales-refunds';
import '../sales.css';

/**
 * /sales: a creator's earnings over a chosen period (totals per currency and a chart), their orders with the export
 * and a refund for each paid one, the refunds made, and how each coupon code sold.
 */
export function SalesPage() {
  const t = useT(salesMessages);
  useDocumentTitle(t('title'));
  const [days, setDays] = useState<SalesRangeDays>(30);
  const summary = useSalesSummary(salesRangeOf(days));
  return (
    <div className="sales">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <div className="sales-range">
        <Field label={t('range')}>
          {(control) => (
            <select {...control} value={days} onChange={(event) => setDays(Number(event.target.value) as SalesRangeDays)}>
              {salesRanges.map((range) => (
                <option key={range} value={range}>
                  {t(`range_${range}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {summary.isPending && (
        <p role="status" className="sales-status">
          {t('loadingSummary')}
        </p>
      )}
      {summary.isError && <QueryError title={t('couldNotLoadSummary')} error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />}
      {summary.data && <SalesSummary summary={summary.data} />}
      <SalesOrders courses={summary.data?.courses ?? []} />
      <SalesRefunds />
      <SalesCoupons />
    </div>
  );
}

/** The currency whose earnings are largest is charted first; each currency stays apart, never added to another. */
const leadingCurrency = (summary: SalesSummaryResponse) =>
  [...summary.totals].sort((a, b) => b.creatorEarnings - a.creatorEarnings)[0]?.currency;

function SalesSummary({ summary }: { summary: SalesSummaryResponse }) {
  const t = useT(salesMessages);
  const { money } = useFormatMoney();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && summary.totals.some((each) => each.currency === chosen) ? chosen : leadingCurrency(summary);
  if (summary.totals.length === 0 || !currency) {
    return (
      <section className="card" aria-labelledby="sales-totals-heading">
        <h2 id="sales-totals-heading">{t('totalsHeading')}</h2>
        <p className="sales-empty">{t('noSales')}</p>
      </section>
    );
  }
  return (
    <>
      <section className="card" aria-labelledby="sales-totals-heading">
        <h2 id="sales-totals-heading">{t('totalsHeading')}</h2>
        <p>{t('paidOrders', { count: summary.orderCount })}</p>
        <div className="sales-totals">
          {summary.totals.map((total) => (
            <dl key={total.currency} className="facts sales-currency" aria-label={total.currency}>
              <div className="fact">
                <dt>{t('earnings')}</dt>
                <dd className="sales-earnings">{money(total.creatorEarnings, total.currency)}</dd>
              </div>
              <div className="fact">
                <dt>{t('gross')}</dt>
                <dd>{money(total.total, total.currency)}</dd>
              </div>
              <div className="fact">
                <dt>{t('tax')}</dt>
                <dd>{money(total.tax, total.currency)}</dd>
              </div>
              <div className="fact">
                <dt>{t('platformFee')}</dt>
                <dd>{money(total.platformFee, total.currency)}</dd>
              </div>
              <div className="fact">
                <dt>{t('refunded')}</dt>
                <dd>{t('refundedFigure', { count: total.refunds, amount: money(total.refundedTotal, total.currency) })}</dd>
              </div>
            </dl>
          ))}
        </div>
      </section>
      <section className="card" aria-labelledby="sales-chart-heading">
        <h2 id="sales-chart-heading">{t('chartHeading')}</h2>
        {summary.totals.length > 1 && (
          <div className="sales-currency-choice">
            <Field label={t('currency')}>
              {(control) => (
                <select {...control} value={currency} onChange={(event) => setChosen(event.target.value)}>
                  {summary.totals.map((total) => (
                    <option key={total.currency} value={total.currency}>
                      {total.currency}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        )}
        <SalesEarningsChart summary={summary} currency={currency} />
      </section>
    </>
  );
}
