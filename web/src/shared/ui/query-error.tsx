import { useDescribeError } from '../api/use-describe-error';
import { useT } from '../i18n';
import { uiMessages } from './messages';

interface QueryErrorProps {
  /** Already in the reader's language: the feature words what could not be loaded. */
  title: string;
  error: unknown;
  /** Absent when trying again is the page's own action (a form's submit button): no Retry button then. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed read or action: what went wrong, in the server's words when it gave any, and a way to try again. */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  const t = useT(uiMessages);
  const describeError = useDescribeError();
  return (
    <div className="query-error" role="alert">
      <p className="query-error-title">{title}</p>
      <p className="query-error-detail">{describeError(error)}</p>
      {onRetry && (
        // aria-disabled rather than disabled: a disabled button drops keyboard focus mid-retry.
        <button
          type="button"
          className="button"
          aria-disabled={retrying}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying ? t('retrying') : t('retry')}
        </button>
      )}
    </div>
  );
}
