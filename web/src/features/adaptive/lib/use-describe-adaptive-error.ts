import { useCallback } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { AdaptiveRequestError, NotAuthenticatedError } from '../api/adaptive-request-error';
import { adaptiveMessages } from '../messages/adaptive.messages';

/**
 * Words a failed adaptive call as the spec's catalogue does (section 8) in the reader's language: 'Analytics
 * request failed: 500 Internal Server Error', with the server's own detail after it when it sent one.
 */
export function useDescribeAdaptiveError(): (error: unknown) => string {
  const t = useT(adaptiveMessages);
  const describeError = useDescribeError();
  return useCallback(
    (error: unknown) => {
      if (error instanceof NotAuthenticatedError) return t('notAuthenticated');
      if (!(error instanceof AdaptiveRequestError)) return describeError(error);
      const said = `${t(`request_${error.request}`)}: ${error.apiError.message}`;
      const detail = error.apiError.problem?.detail;
      return detail ? `${said}. ${detail}` : said;
    },
    [t, describeError],
  );
}
