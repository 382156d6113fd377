import { useCallback } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import type { FileRefusal } from '../lib/file-checks';
import { materialsMessages } from '../messages';

/** Why a file was not uploaded, in words: refused here before sending, or refused (or lost) on the way. */
export function useUploadFailureReason(maxSize: string) {
  const t = useT(materialsMessages);
  const describeError = useDescribeError();
  const refusalText = useCallback(
    (refusal: FileRefusal) =>
      refusal.reason === 'empty' ? t('refusedEmpty') : refusal.reason === 'too-big' ? t('refusedTooBig', { size: maxSize }) : t('refusedWrongType'),
    [t, maxSize],
  );
  const failureText = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 413) return t('refusedTooBig', { size: maxSize });
      // The server names what is wrong with the file itself (type, content, name); its words are the clearest.
      if (error instanceof ApiError && error.problem?.errors?.[0]) return error.problem.errors[0].detail;
      return describeError(error);
    },
    [t, maxSize, describeError],
  );
  return { refusalText, failureText };
}
