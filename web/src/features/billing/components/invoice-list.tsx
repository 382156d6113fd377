import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useInvoices } from '../api/get-invoices';
import { billingMessages } from '../messages';
import { useMoney } from './plan-money';

/** The account's plan invoices, the latest first, each with its PDF receipt. */
export function InvoiceList() {
  const t = useT(billingMessages);
  const { date } = useFormat();
  const money = useMoney();
  const invoices = useInvoices();
  return (
    <section className="card" aria-labelledby="billing-invoices-heading">
      <h2 id="billing-invoices-heading">{t('invoicesTitle')}</h2>
      {invoices.isPending && (
        <p className="billing-status" role="status">
          {t('invoicesLoading')}
        </p>
      )}
      {invoices.isError && <QueryError title={t('couldNotLoadInvoices')} error={invoices.error} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />}
      {invoices.data?.invoices.length === 0 && <p>{t('noInvoices')}</p>}
      {invoices.data && invoices.data.invoices.length > 0 && (
        <div className="billing-table-wrap">
          <table className="billing-invoices">
            <thead>
              <tr>
                <th scope="col">{t('invoiceNumber')}</th>
                <th scope="col">{t('invoiceDate')}</th>
                <th scope="col">{t('invoiceTotal')}</th>
                <th scope="col">{t('invoiceStatus')}</th>
                <th scope="col">{t('invoiceReceipt')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.invoices.map((invoice) => (
                <tr key={invoice.invoiceId}>
                  <th scope="row">{invoice.number}</th>
                  <td>{date(invoice.issuedAt, { dateStyle: 'medium' })}</td>
                  <td>{money(invoice.total, invoice.currency)}</td>
                  <td data-status={invoice.status}>{t(`invoice_${invoice.status}`)}</td>
                  <td>
                    <a href={invoice.receiptUrl} target="_blank" rel="noopener">
                      {t('receiptLink')}
                      <span className="sr-only"> {t('receiptLabel', { number: invoice.number })}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
