import { refundPolicy } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { Skeleton, SkeletonOutline } from '../../../shared/ui/skeleton';
import { usePurchaseQuote } from '../api/get-purchase-quote';
import { usePlaceOrder } from '../api/place-order';
import { useQuotePurchase } from '../api/quote-purchase';
import { useFormatMoney } from '../lib/use-format-money';
import { commerceMessages } from '../messages';
import { CouponField } from './coupon-field';
import { OrderLines } from './order-lines';
import '../commerce.css';

/**
 * /courses/$courseId/purchase: the order as the server prices it and a "Pay" button that opens checkout. The button
 * places the buyer's one order for the course (a second click finds the same order), then leaves for the provider's
 * page: the amount is never sent from here. A coupon applied is priced by the server too, and sent by its code; an
 * order it makes free is paid at once and goes straight to the success page.
 */
export function PurchasePage({ courseId, onCheckout }: { readonly courseId: string; readonly onCheckout: (url: string) => void }) {
  const t = useT(commerceMessages);
  const { money, rate } = useFormatMoney();
  const [country, setCountry] = useState<string | undefined>(undefined);
  const quote = usePurchaseQuote(courseId, country);
  const place = usePlaceOrder(courseId);
  const coupon = useQuotePurchase(courseId);
  useDocumentTitle(quote.data ? `${t('purchaseTitle')}: ${quote.data.courseTitle}` : t('purchaseTitle'));

  if (quote.isPending) {
    return (
      <SkeletonOutline className="commerce-page" label={t('loading')}>
        <h1>{t('purchaseTitle')}</h1>
        <Skeleton className="order-lines-skeleton" />
      </SkeletonOutline>
    );
  }
  if (quote.isError) {
    return (
      <section className="commerce-page">
        <h1>{t('purchaseTitle')}</h1>
        <QueryError title={t('couldNotLoad')} error={quote.error} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
        <p>
          <Link to="/courses/$courseId" params={{ courseId }}>
            {t('backToCourse')}
          </Link>
        </p>
      </section>
    );
  }
  const { courseTitle, order, enrolled, taxCountries } = quote.data;
  const paid = order?.status === 'paid';
  // What is shown is what "Pay" sends: the server's last pricing with the coupon asked for, else the page's quote
  // (an open order's own figures, with the coupon it was placed with).
  const amounts = coupon.data?.amounts ?? quote.data.amounts;
  const appliedCode = amounts.couponCode ?? null;

  const requote = (couponCode: string | undefined, chosenCountry = country) =>
    coupon.mutate({ ...(couponCode ? { couponCode } : {}), ...(chosenCountry ? { country: chosenCountry } : {}) });

  const pay = () => {
    if (place.isPending) return;
    place.mutate({ ...(country ? { country } : {}), ...(appliedCode ? { couponCode: appliedCode } : {}) }, {
      onSuccess: (placed) => onCheckout(placed.checkoutUrl ?? `/courses/${courseId}/purchase/success?orderId=${placed.orderId}`),
    });
  };

  return (
    <section className="commerce-page" aria-labelledby="purchase-title">
      <h1 id="purchase-title">{t('purchaseTitle')}</h1>
      <OrderLines courseTitle={courseTitle} amounts={amounts} />
      <p className="commerce-hint">{t('refundPolicy', { days: refundPolicy.windowDays, percent: rate(refundPolicy.maxLessonsFinishedPercent * 100) })}</p>
      {enrolled ? (
        <div className="commerce-actions">
          <p>{t('alreadyEnrolled')}</p>
          <Link className="button" to="/courses/$courseId/view" params={{ courseId }}>
            {t('startLearning')}
          </Link>
        </div>
      ) : paid ? (
        <p role="status">{t('paidAwaitingEnrolment')}</p>
      ) : (
        <>
          <CouponField
            applied={appliedCode}
            saving={appliedCode ? money(amounts.discount ?? 0, amounts.currency) : null}
            pending={coupon.isPending}
            error={coupon.error}
            onApply={(code) => requote(code)}
            onRemove={() => requote(undefined)}
          />
          <form
            className="commerce-actions"
            onSubmit={(event) => {
              event.preventDefault();
              pay();
            }}
          >
            {order?.status === 'declined' && <p className="commerce-notice">{t('previousDecline')}</p>}
            {taxCountries.length > 0 && !order && (
              <Field label={t('country')}>
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={country ?? ''}
                    onChange={(event) => {
                      const chosen = event.target.value || undefined;
                      setCountry(chosen);
                      // The coupon's figures depend on the tax: the server prices them again for the new country.
                      if (appliedCode) requote(appliedCode, chosen);
                      else coupon.reset();
                    }}
                  >
                    <option value="">{t('otherCountry')}</option>
                    {taxCountries.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            {place.isError && <QueryError title={t('couldNotStart')} error={place.error} />}
            <p className="commerce-hint">{t('secureNote')}</p>
            {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while checkout opens. */}
            <button type="submit" className="button" aria-disabled={place.isPending}>
              {place.isPending ? t('starting') : amounts.total === 0 ? t('getFree') : t('pay', { amount: money(amounts.total, amounts.currency) })}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to="/courses/$courseId" params={{ courseId }}>
          {t('backToCourse')}
        </Link>
      </p>
    </section>
  );
}
