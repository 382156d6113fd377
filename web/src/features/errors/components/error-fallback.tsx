import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { errorMessages } from '../messages';

interface ErrorFallbackProps {
  onRetry: () => void;
  /** Outside the router (the app-wide boundary) a router Link cannot render. */
  withinRouter?: boolean;
}

/** What replaces a page that threw while rendering (spec section 8). */
export function ErrorFallback({ onRetry, withinRouter = true }: ErrorFallbackProps) {
  const t = useT(errorMessages);
  return (
    <section className="status-page" role="alert" aria-labelledby="error-fallback-heading">
      <h1 id="error-fallback-heading">{t('somethingWentWrong')}</h1>
      <p>{t('unexpectedError')}</p>
      <div className="status-actions">
        <button type="button" className="button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
        {withinRouter ? (
          <Link to="/" className="button button-secondary">
            {t('goToHome')}
          </Link>
        ) : (
          <a href="/" className="button button-secondary">
            {t('goToHome')}
          </a>
        )}
      </div>
    </section>
  );
}
