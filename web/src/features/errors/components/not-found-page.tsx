import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useAuth } from '../../identity';
import { errorMessages } from '../messages';

/** Any path no route serves (spec section 2): a way home, and to the dashboard for someone signed in. */
export function NotFoundPage() {
  const t = useT(errorMessages);
  const auth = useAuth();
  useDocumentTitle(t('pageNotFound'));
  return (
    <section className="status-page" aria-labelledby="not-found-heading">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{t('pageNotFound')}</h1>
      <p>{t('pageNotFoundDetail')}</p>
      <div className="status-actions">
        <Link to="/" className="button">
          {t('goToHome')}
        </Link>
        {auth.status === 'signed-in' && (
          <Link to="/dashboard" className="button button-secondary">
            {t('goToDashboard')}
          </Link>
        )}
      </div>
    </section>
  );
}
