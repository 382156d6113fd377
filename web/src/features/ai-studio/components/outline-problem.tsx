import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { outlineMessages } from '../messages/outline.messages';

/** Why generating or creating failed, with the way on: logging in again, or a plan with more AI credits. */
export function OutlineProblem({ error }: { readonly error: unknown }) {
  const t = useT(outlineMessages);
  const describe = useDescribeError();
  if (error instanceof ApiError && error.status === 401) {
    return (
      <p className="form-alert" role="alert">
        {t('signedOut')} <Link to="/login">{t('logIn')}</Link>
      </p>
    );
  }
  if (error instanceof ApiError && error.status === 402) {
    return (
      <div className="form-alert" role="alert">
        <p>{t('noCredits')}</p>
        {error.problem?.detail && <p>{error.problem.detail}</p>}
        <p>
          <Link to="/pricing">{t('upgrade')}</Link>
        </p>
      </div>
    );
  }
  return (
    <p className="form-alert" role="alert">
      {describe(error)}
    </p>
  );
}
