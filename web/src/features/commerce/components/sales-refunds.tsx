import { useFormat, useT } from '../../../shared/i18n';
import { CursorPager, useCursorPages } from '../../../shared/ui/cursor-pager';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { useSalesRefunds } from '../api/get-sales-refunds';
import { useFormatMoney } from '../lib/use-format-money';
import { salesMessages } from '../sales.messages';

type Refund = NonNullable<ReturnType<typeof useSalesRefunds>['data']>['items'][number];

/** The creator's refunded orders, newest refund first: when, how much went back, in which right and by whom. */
export function SalesRefunds() {
  const t = useT(salesMessages);
  const pages = useCursorPages();
  const refunds = useSalesRefunds(pages.cursor);
  return (
    <section className="card sales-refunds" aria-labelledby="sales-refunds-heading">
      <h2 id="sales-refunds-heading">{t('refundsHeading')}</h2>
      {refunds.isPending && (
        <p role="status" className="sales-status">
          {t('loadingRefunds')}
        </p>
      )}
      {refunds.isError && <QueryError title={t('couldNotLoadRefunds')} error={refunds.error} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />}
      {refunds.data && refunds.data.items.length === 0 && <p className="sales-empty">{t('noRefunds')}</p>}
      {refunds.data && refunds.data.items.length > 0 && <RefundsTable refunds={refunds.data.items} />}
      {refunds.data && (
        <CursorPager
          pages={pages}
          nextCursor={refunds.data.nextCursor}
          label={t('refundPages')}
          summary={t('page', { page: pages.page })}
          previousLabel={t('previous')}
          nextLabel={t('next')}
        />
      )}
    </section>
  );
}

function RefundsTable({ refunds }: { refunds: readonly Refund[] }) {
  const t = useT(salesMessages);
  const { date } = useFormat();
  const { money } = useFormatMoney();
  const who = (refund: Refund) => (refund.refundedByCreator ? t('refundedByYou') : (refund.refundedByName ?? t('refundedBySomeone')));
  return (
    <ScrollingTable label={t('refundsTable')} className="sales-table">
      <thead>
        <tr>
          <th scope="col">{t('columnRefunded')}</th>
          <th scope="col">{t('columnBuyer')}</th>
          <th scope="col">{t('columnCourse')}</th>
          <th scope="col" className="numeric">{t('columnAmount')}</th>
          <th scope="col">{t('columnReason')}</th>
          <th scope="col">{t('columnRefundedBy')}</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund.orderId}>
            <td>{date(refund.refundedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            <td>{refund.buyerName ?? t('unknownBuyer')}</td>
            <td>{refund.courseTitle}</td>
            <td className="numeric">{money(refund.refundedTotal, refund.currency)}</td>
            <td>{t(`reason_${refund.reason}`)}</td>
            <td>{who(refund)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
