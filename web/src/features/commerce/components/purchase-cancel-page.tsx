import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { commerceMessages } from '../messages';
import '../commerce.css';

/** /courses/$courseId/purchase/cancel: the buyer left checkout; nothing was charged, and the way back is open. */
export function PurchaseCancelPage({ courseId }: { readonly courseId: string }) {
  const t = useT(commerceMessages);
  useDocumentTitle(t('cancelTitle'));
  return (
    <section className="commerce-page" aria-labelledby="cancel-title">
      <h1 id="cancel-title">{t('cancelTitle')}</h1>
      <p>{t('cancelBody')}</p>
      <div className="commerce-buttons">
        <Link className="button" to="/courses/$courseId/purchase" params={{ courseId }}>
          {t('tryAgain')}
        </Link>
        <Link className="button button-secondary" to="/courses/$courseId" params={{ courseId }}>
          {t('backToCourse')}
        </Link>
        <Link className="button button-secondary" to="/courses">
          {t('toCourses')}
        </Link>
      </div>
    </section>
  );
}
