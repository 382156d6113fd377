import type { OrderAmounts } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { useFormatMoney } from '../lib/use-format-money';
import { commerceMessages } from '../messages';

/** The order's lines: course, price, the coupon's discount, tax and total, every figure as the server priced it. */
export function OrderLines({ courseTitle, amounts }: { readonly courseTitle: string; readonly amounts: OrderAmounts }) {
  const t = useT(commerceMessages);
  const { money, rate } = useFormatMoney();
  return (
    <dl className="order-lines" aria-label={t('summary')}>
      <div>
        <dt>{t('course')}</dt>
        <dd>{courseTitle}</dd>
      </div>
      <div>
        <dt>{t('price')}</dt>
        <dd>{money(amounts.subtotal, amounts.currency)}</dd>
      </div>
      {amounts.couponCode && (amounts.discount ?? 0) > 0 && (
        <div className="order-discount">
          <dt>{t('discount', { code: amounts.couponCode })}</dt>
          <dd>{money(-(amounts.discount ?? 0), amounts.currency)}</dd>
        </div>
      )}
      <div>
        <dt>{amounts.taxRateBasisPoints > 0 ? t('tax', { rate: rate(amounts.taxRateBasisPoints) }) : t('noTax')}</dt>
        <dd>{money(amounts.tax, amounts.currency)}</dd>
      </div>
      <div className="order-total">
        <dt>{t('total')}</dt>
        <dd>{money(amounts.total, amounts.currency)}</dd>
      </div>
    </dl>
  );
}
