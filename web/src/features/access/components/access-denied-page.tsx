import type { MeResponse } from '@pathwise/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { accessMessages } from '../messages';

interface AccessDeniedPageProps {
  /** The roles the page is for; any one of them would do. */
  roles: readonly MeResponse['role'][];
}

/** A signed-in user without the page's role (spec section 5). */
export function AccessDeniedPage({ roles }: AccessDeniedPageProps) {
  const t = useT(accessMessages);
  const router = useRouter();
  useDocumentTitle(t('accessDenied'));
  const role = roles.map((name) => t(`role_${name}`)).join(t('or'));

  const goBack = () => {
    // Someone who opened the link directly has nowhere to go back to in this tab.
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return (
    <section className="status-page" aria-labelledby="access-denied-heading">
      <p className="status-code" aria-hidden="true">
        403
      </p>
      <h1 id="access-denied-heading">{t('accessDenied')}</h1>
      <p>{t('deniedMessage', { role })}</p>
      <div className="status-actions">
        <button type="button" className="button button-secondary" onClick={goBack}>
          {t('goBack')}
        </button>
        <Link to="/" className="button">
          {t('goToHome')}
        </Link>
      </div>
    </section>
  );
}
