import type { CouponResponse } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { useDisableCoupon } from '../api/disable-coupon';
import { couponsMessages } from '../coupons.messages';
import { useFormatMoney } from '../lib/use-format-money';

/** The maker's coupons with their uses against their limit, and a way to stop each one still taking orders. */
export function CouponList({ coupons }: { readonly coupons: readonly CouponResponse[] }) {
  const t = useT(couponsMessages);
  const format = useFormat();
  const { money, rate } = useFormatMoney();
  const disable = useDisableCoupon();

  const discountOf = (coupon: CouponResponse) =>
    coupon.discount.kind === 'percent' ? t('percentValue', { percent: rate(coupon.discount.percent * 100) }) : t('amountValue', { amount: money(coupon.discount.amount, coupon.discount.currency) });
  const validFor = (coupon: CouponResponse) =>
    coupon.scope.kind === 'course' ? coupon.scope.courseTitle : coupon.scope.kind === 'creator' ? t('allCourses') : t('plan', { tier: coupon.scope.tier });

  return (
    <>
      {disable.isError && <QueryError title={t('couldNotDisable')} error={disable.error} />}
      <ScrollingTable label={t('yourCoupons')} className="coupon-table">
        <thead>
          <tr>
            <th scope="col">{t('columnCode')}</th>
            <th scope="col">{t('columnDiscount')}</th>
            <th scope="col">{t('columnValidFor')}</th>
            <th scope="col">{t('columnUses')}</th>
            <th scope="col">{t('columnExpires')}</th>
            <th scope="col">{t('columnStatus')}</th>
            <th scope="col">{t('columnActions')}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => {
            const used = format.number(coupon.redeemed);
            const stopping = disable.isPending && disable.variables === coupon.code;
            return (
              <tr key={coupon.code}>
                <th scope="row">
                  <code>{coupon.code}</code>
                </th>
                <td>
                  {discountOf(coupon)}
                  {coupon.oncePerCustomer && <span className="coupon-note">, {t('onceNote')}</span>}
                </td>
                <td>{validFor(coupon)}</td>
                <td>
                  {coupon.maxRedemptions === null ? t('usesNoLimit', { used }) : t('usesOfLimit', { used, limit: format.number(coupon.maxRedemptions) })}
                  {coupon.held > 0 && <span className="coupon-note"> · {t('held', { count: coupon.held })}</span>}
                </td>
                <td>{coupon.expiresAt ? <time dateTime={coupon.expiresAt}>{format.date(coupon.expiresAt)}</time> : t('never')}</td>
                <td>{t(`status_${coupon.status}`)}</td>
                <td>
                  {coupon.status !== 'disabled' && (
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t('disableLabel', { code: coupon.code })}
                      aria-disabled={stopping}
                      onClick={() => {
                        if (!disable.isPending) disable.mutate(coupon.code);
                      }}
                    >
                      {stopping ? t('disabling') : t('disable')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollingTable>
    </>
  );
}
