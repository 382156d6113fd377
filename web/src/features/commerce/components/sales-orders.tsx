import type { SalesSummaryResponse } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { CursorPager, useCursorPages } from '../../../shared/ui/cursor-pager';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import type { SalesOrderFilters } from '../api/commerce-keys';
import { salesExportHref, useSalesOrders } from '../api/get-sales-orders';
import { useFormatMoney } from '../lib/use-format-money';
import { salesMessages } from '../sales.messages';
import { SalesRefundDialog, type RefundableOrder } from './sales-refund-dialog';

const noFilters: SalesOrderFilters = { courseId: '', status: '', from: '', to: '' };
const statuses = ['paid', 'awaiting_payment', 'declined', 'refunded'] as const;

/**
 * The creator's orders, newest first, with filters by course, status and the days they were placed, pages that
 * follow the server's cursor (the cursors already seen let "Previous" go back), an export of every matching order, and
 * a "Refund" on each paid order, asked in a dialog and answered in a message the page announces.
 */
export function SalesOrders({ courses }: { courses: SalesSummaryResponse['courses'] }) {
  const t = useT(salesMessages);
  const [filters, setFilters] = useState<SalesOrderFilters>(noFilters);
  const pages = useCursorPages();
  const orders = useSalesOrders(filters, pages.cursor);
  const filter = (change: Partial<SalesOrderFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    pages.restart();
  };
  const [refunding, setRefunding] = useState<RefundableOrder | null>(null);
  const [refunded, setRefunded] = useState('');
  const result = useRef<HTMLParagraphElement>(null);
  return (
    <section className="card sales-orders" aria-labelledby="sales-orders-heading">
      <h2 id="sales-orders-heading">{t('ordersHeading')}</h2>
      <fieldset className="sales-filters">
        <legend className="sr-only">{t('filters')}</legend>
        <Field label={t('filterCourse')}>
          {(control) => (
            <select {...control} value={filters.courseId} onChange={(event) => filter({ courseId: event.target.value })}>
              <option value="">{t('anyCourse')}</option>
              {courses.map((course) => (
                <option key={course.courseId} value={course.courseId}>
                  {course.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('filterStatus')}>
          {(control) => (
            <select {...control} value={filters.status} onChange={(event) => filter({ status: event.target.value as SalesOrderFilters['status'] })}>
              <option value="">{t('anyStatus')}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status_${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('filterFrom')}>
          {(control) => <input {...control} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => filter({ from: event.target.value })} />}
        </Field>
        <Field label={t('filterTo')}>
          {(control) => <input {...control} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => filter({ to: event.target.value })} />}
        </Field>
      </fieldset>
      <p className="sales-export">
        <a className="button button-secondary" href={salesExportHref(filters)} download aria-describedby="sales-export-hint">
          {t('exportCsv')}
        </a>
        <span id="sales-export-hint" className="field-hint">
          {t('exportHint')}
        </span>
      </p>
      {orders.isPending && (
        <p role="status" className="sales-status">
          {t('loadingOrders')}
        </p>
      )}
      {orders.isError && <QueryError title={t('couldNotLoadOrders')} error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />}
      {orders.data && orders.data.items.length === 0 && <p className="sales-empty">{t('noOrders')}</p>}
      <p ref={result} className="form-status sales-refund-result" role="status" tabIndex={-1}>
        {refunded}
      </p>
      {orders.data && orders.data.items.length > 0 && <OrdersTable orders={orders.data.items} onRefund={setRefunding} />}
      {refunding && (
        <SalesRefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunded(t('refundDone', { amount: refunding.amount, buyer: refunding.buyer, course: refunding.courseTitle }));
            setRefunding(null);
            // The row's button is gone once the order reads refunded: the result takes the focus it had.
            result.current?.focus();
          }}
        />
      )}
      {orders.data && (
        <CursorPager
          pages={pages}
          nextCursor={orders.data.nextCursor}
          label={t('pages')}
          summary={t('page', { page: pages.page })}
          previousLabel={t('previous')}
          nextLabel={t('next')}
        />
      )}
    </section>
  );
}

type Order = NonNullable<ReturnType<typeof useSalesOrders>['data']>['items'][number];

function OrdersTable({ orders, onRefund }: { orders: readonly Order[]; onRefund: (order: RefundableOrder) => void }) {
  const t = useT(salesMessages);
  const { date } = useFormat();
  const { money } = useFormatMoney();
  return (
    <ScrollingTable label={t('ordersTable')} className="sales-table">
      <thead>
        <tr>
          <th scope="col">{t('columnPlaced')}</th>
          <th scope="col">{t('columnBuyer')}</th>
          <th scope="col">{t('columnCourse')}</th>
          <th scope="col">{t('columnStatus')}</th>
          <th scope="col" className="numeric">{t('columnTotal')}</th>
          <th scope="col" className="numeric">{t('columnTax')}</th>
          <th scope="col" className="numeric">{t('columnFee')}</th>
          <th scope="col" className="numeric">{t('earnings')}</th>
          <th scope="col">
            <span className="sr-only">{t('columnActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderId}>
            <td>{date(order.placedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            <td>{order.buyerName ?? t('unknownBuyer')}</td>
            <td>
              {order.courseTitle}
              {order.couponCode !== null && (
                <span className="sales-order-coupon">{t('orderCoupon', { code: order.couponCode, discount: money(order.discount, order.currency) })}</span>
              )}
            </td>
            <td>
              <span className={`sales-status-badge sales-status-${order.status}`}>{t(`status_${order.status}`)}</span>
            </td>
            <td className="numeric">{money(order.total, order.currency)}</td>
            <td className="numeric">{money(order.tax, order.currency)}</td>
            <td className="numeric">{money(order.platformFee, order.currency)}</td>
            <td className="numeric">{money(order.creatorEarnings, order.currency)}</td>
            <td>
              {order.status === 'paid' && (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('refundOrderLabel', { buyer: order.buyerName ?? t('unknownBuyer'), course: order.courseTitle })}
                  onClick={() =>
                    onRefund({ orderId: order.orderId, buyer: order.buyerName ?? t('unknownBuyer'), courseTitle: order.courseTitle, amount: money(order.total, order.currency) })
                  }
                >
                  {t('refund')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
