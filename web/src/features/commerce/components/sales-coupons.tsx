import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { useSalesCoupons } from '../api/get-sales-coupons';
import { useFormatMoney } from '../lib/use-format-money';
import { salesMessages } from '../sales.messages';

/**
 * Coupon performance: per code and currency, the paid orders that used it, what they sold for and what the code gave
 * away, net of refunds. A code no paid order used yet is listed with a dash, so a creator sees every code they made.
 */
export function SalesCoupons() {
  const t = useT(salesMessages);
  const { money } = useFormatMoney();
  const coupons = useSalesCoupons();
  return (
    <section className="card sales-coupons" aria-labelledby="sales-coupons-heading">
      <h2 id="sales-coupons-heading">{t('couponsHeading')}</h2>
      <p>{t('couponsIntro')}</p>
      {coupons.isPending && (
        <p role="status" className="sales-status">
          {t('loadingCoupons')}
        </p>
      )}
      {coupons.isError && <QueryError title={t('couldNotLoadCoupons')} error={coupons.error} onRetry={() => void coupons.refetch()} retrying={coupons.isFetching} />}
      {coupons.data && coupons.data.coupons.length === 0 && (
        <p className="sales-empty">
          {t('noCoupons')} <Link to="/sales/coupons">{t('makeCoupon')}</Link>
        </p>
      )}
      {coupons.data && coupons.data.coupons.length > 0 && (
        <ScrollingTable label={t('couponsTable')} className="sales-table">
          <thead>
            <tr>
              <th scope="col">{t('columnCode')}</th>
              <th scope="col">{t('currency')}</th>
              <th scope="col" className="numeric">{t('columnRedemptions')}</th>
              <th scope="col" className="numeric">{t('columnRefunds')}</th>
              <th scope="col" className="numeric">{t('columnRevenue')}</th>
              <th scope="col" className="numeric">{t('columnDiscount')}</th>
              <th scope="col" className="numeric">{t('earnings')}</th>
            </tr>
          </thead>
          <tbody>
            {coupons.data.coupons.flatMap((coupon) =>
              coupon.currencies.length === 0
                ? [
                    <tr key={coupon.code}>
                      <th scope="row">{coupon.code}</th>
                      <td>—</td>
                      <td className="numeric">0</td>
                      <td className="numeric">0</td>
                      <td className="numeric" colSpan={3}>
                        {t('notUsedYet')}
                      </td>
                    </tr>,
                  ]
                : coupon.currencies.map((figures) => (
                    <tr key={`${coupon.code}-${figures.currency}`}>
                      <th scope="row">{coupon.code}</th>
                      <td>{figures.currency}</td>
                      <td className="numeric">{figures.redemptions}</td>
                      <td className="numeric">{figures.refunds}</td>
                      <td className="numeric">{money(figures.revenue, figures.currency)}</td>
                      <td className="numeric">{money(figures.discount, figures.currency)}</td>
                      <td className="numeric">{money(figures.creatorEarnings, figures.currency)}</td>
                    </tr>
                  )),
            )}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}
