import { useCallback, useState } from 'react';
import { withTopLevelPointers } from '../../courses';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { isStaleVersion } from './use-course-write';

/**
 * Where a form's last save stands; 'conflict' means the course moved on and was reloaded under the kept draft. Any
 * other refusal is the form's error, in the server's words.
 */
export type WriteStatus = 'idle' | 'saving' | 'saved' | 'conflict';

/**
 * The life of one editor form's save: field errors from the problem's pointers, and a conflict that leaves the draft
 * alone so that the author re-applies nothing by hand.
 */
export function useWriteForm<F extends string>(fields: readonly F[]) {
  const errors = useFormErrors(fields);
  const [status, setStatus] = useState<WriteStatus>('idle');

  const start = useCallback(() => {
    errors.clear();
    setStatus('saving');
  }, [errors]);

  const outcome = useCallback(
    (onSaved?: () => void) => ({
      onSuccess: () => {
        setStatus('saved');
        onSaved?.();
      },
      onError: (error: unknown) => {
        if (isStaleVersion(error)) {
          setStatus('conflict');
          return;
        }
        setStatus('idle');
        errors.showRequestError(withTopLevelPointers(error));
      },
    }),
    [errors],
  );

  /** The author typed again: an old "Saved." would be a lie now. */
  const edited = useCallback(
    (field?: F) => {
      if (field) errors.clear(field);
      setStatus((current) => (current === 'saved' ? 'idle' : current));
    },
    [errors],
  );

  return { errors, status, start, outcome, edited };
}
