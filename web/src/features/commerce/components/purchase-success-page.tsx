import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useOrder } from '../api/get-order';
import { commerceMessages } from '../messages';
import { OrderLines } from './order-lines';
import '../commerce.css';

/**
 * /courses/$courseId/purchase/success: where the provider sends the buyer back. Coming back proves nothing (anyone can
 * open this address), so the page only reads the order, asking again until the webhook has marked it paid and the
 * enrolment has followed; it never enrols by itself.
 */
export function PurchaseSuccessPage({ courseId, orderId }: { readonly courseId: string; readonly orderId: string | undefined }) {
  const t = useT(commerceMessages);
  useDocumentTitle(t('successTitle'));
  if (!orderId) {
    return (
      <section className="commerce-page">
        <h1>{t('successTitle')}</h1>
        <p>{t('missingOrder')}</p>
        <Link to="/courses/$courseId" params={{ courseId }}>
          {t('backToCourse')}
        </Link>
      </section>
    );
  }
  return <OrderProgress courseId={courseId} orderId={orderId} />;
}

function OrderProgress({ courseId, orderId }: { readonly courseId: string; readonly orderId: string }) {
  const t = useT(commerceMessages);
  const order = useOrder(orderId);
  if (order.isError) {
    return (
      <section className="commerce-page">
        <h1>{t('successTitle')}</h1>
        <QueryError title={t('couldNotLoad')} error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      </section>
    );
  }
  const data = order.data;
  const status =
    data === undefined || data.status === 'awaiting_payment'
      ? t('successWaiting')
      : data.status === 'declined'
        ? t('successDeclined')
        : data.status === 'refunded'
          ? t('successRefunded')
          : data.enrolled
          ? t('successReady', { course: data.courseTitle })
          : t('successEnrolling');
  return (
    <section className="commerce-page" aria-labelledby="success-title">
      <h1 id="success-title">{data?.status === 'declined' ? t('purchaseTitle') : t('successTitle')}</h1>
      {/* A polite live region: each change of the order's status is read out as it arrives. */}
      <p className="commerce-status" role="status" aria-live="polite" aria-label={t('liveStatus')}>
        {status}
      </p>
      {data && <OrderLines courseTitle={data.courseTitle} amounts={data.amounts} />}
      <div className="commerce-actions">
        {data?.enrolled ? (
          <Link className="button" to="/courses/$courseId/view" params={{ courseId }}>
            {t('startLearning')}
          </Link>
        ) : data?.status === 'declined' ? (
          <Link className="button" to="/courses/$courseId/purchase" params={{ courseId }}>
            {t('tryAgain')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
