import type { Purchase } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { usePurchases } from '../api/get-purchases';
import { useRefundOrder } from '../api/refund-order';
import { useFormatMoney } from '../lib/use-format-money';
import { purchasesMessages } from './purchases.messages';
import '../commerce.css';

/**
 * The courses the reader bought, with the refund policy they were shown before buying and a "Request a refund" on
 * each purchase the policy still allows. Mounted by the billing page; commerce owns what it says and does.
 */
export function PurchasesSection() {
  const t = useT(purchasesMessages);
  const { rate } = useFormatMoney();
  const purchases = usePurchases();
  const [done, setDone] = useState('');
  return (
    <section className="card purchases" aria-labelledby="purchases-heading">
      <h2 id="purchases-heading">{t('title')}</h2>
      {purchases.isPending && <p role="status">{t('loading')}</p>}
      {purchases.isError && <QueryError title={t('couldNotLoad')} error={purchases.error} onRetry={() => void purchases.refetch()} retrying={purchases.isFetching} />}
      {purchases.data && (
        <>
          <p className="commerce-hint">{t('policy', { days: purchases.data.policy.windowDays, percent: rate(purchases.data.policy.maxLessonsFinishedPercent * 100) })}</p>
          {purchases.data.purchases.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="purchase-list">
              {purchases.data.purchases.map((purchase) => (
                <PurchaseItem key={purchase.orderId} purchase={purchase} onRefunded={setDone} />
              ))}
            </ul>
          )}
        </>
      )}
      <p className="form-status" role="status">
        {done}
      </p>
    </section>
  );
}

function PurchaseItem({ purchase, onRefunded }: { readonly purchase: Purchase; readonly onRefunded: (message: string) => void }) {
  const t = useT(purchasesMessages);
  const { money } = useFormatMoney();
  const { date } = useFormat();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const amount = money(purchase.amounts.total, purchase.amounts.currency);
  const longDate = (moment: string) => date(moment, { dateStyle: 'long' });
  const close = () => {
    setAsking(false);
    trigger.current?.focus();
  };
  const { refund } = purchase;
  return (
    <li className="purchase">
      <div className="purchase-facts">
        <strong>{purchase.courseTitle}</strong>
        <span>{t('paidOn', { amount, date: longDate(purchase.paidAt) })}</span>
        {purchase.status === 'refunded' && purchase.refundedAt && <span>{t('refundedOn', { date: longDate(purchase.refundedAt) })}</span>}
        {purchase.status === 'paid' && refund.eligible && <span>{t('eligibleUntil', { date: longDate(refund.until) })}</span>}
        {purchase.status === 'paid' && refund.because === 'window_closed' && <span>{t('windowClosed', { date: longDate(refund.until) })}</span>}
        {purchase.status === 'paid' && refund.because === 'too_much_finished' && (
          <span>{t('tooMuchFinished', { completed: refund.lessonsCompleted, total: refund.lessonCount })}</span>
        )}
      </div>
      {purchase.status === 'paid' && (
        <div className="commerce-buttons">
          <Link className="button button-secondary" to="/courses/$courseId/view" params={{ courseId: purchase.courseId }}>
            {t('openCourse')}
          </Link>
          {refund.eligible && !asking && (
            <button ref={trigger} type="button" className="button button-secondary" onClick={() => setAsking(true)}>
              {t('requestRefund')}
            </button>
          )}
        </div>
      )}
      {asking && (
        <RefundConfirmation
          purchase={purchase}
          amount={amount}
          onCancel={close}
          onRefunded={() => {
            setAsking(false);
            onRefunded(t('refundDone', { amount }));
          }}
        />
      )}
    </li>
  );
}

/**
 * The confirmation before a refund: what comes back and that the course goes. A dialog in the page's flow, focused
 * when it opens and closed by Escape, so it covers nothing else on the page.
 */
function RefundConfirmation(props: { readonly purchase: Purchase; readonly amount: string; readonly onCancel: () => void; readonly onRefunded: () => void }) {
  const t = useT(purchasesMessages);
  const refund = useRefundOrder();
  const [reason, setReason] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => dialog.current?.focus(), []);
  const submit = () => {
    if (refund.isPending) return;
    const trimmed = reason.trim();
    refund.mutate({ orderId: props.purchase.orderId, ...(trimmed ? { reason: trimmed } : {}) }, { onSuccess: props.onRefunded });
  };
  return (
    <div
      ref={dialog}
      className="refund-dialog"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel();
      }}
    >
      <h3 id={titleId}>{t('confirmTitle', { course: props.purchase.courseTitle })}</h3>
      <p id={bodyId}>{t('confirmBody', { amount: props.amount })}</p>
      <form
        className="commerce-actions"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('reasonLabel')}>{(control) => <textarea {...control} className="input" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}</Field>
        {refund.isError && <QueryError title={t('refundFailed')} error={refund.error} />}
        <div className="commerce-buttons">
          {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the refund is made. */}
          <button type="submit" className="button" aria-disabled={refund.isPending}>
            {refund.isPending ? t('refunding') : t('confirmRefund')}
          </button>
          <button type="button" className="button button-secondary" onClick={props.onCancel}>
            {t('keepCourse')}
          </button>
        </div>
      </form>
    </div>
  );
}
