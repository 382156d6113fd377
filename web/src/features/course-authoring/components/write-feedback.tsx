import { useT } from '../../../shared/i18n';
import type { WriteStatus } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';

interface WriteFeedbackProps {
  readonly status: WriteStatus;
  readonly formError: string | null;
}

/** Under a form's buttons: the conflict or failure (announced at once), or quietly "Saving…" and "Saved.". */
export function WriteFeedback({ status, formError }: WriteFeedbackProps) {
  const t = useT(editorMessages);
  return (
    <>
      {status === 'conflict' && (
        <p className="form-alert" role="alert">
          {t('conflict')}
        </p>
      )}
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <p className="form-status" role="status">
        {status === 'saving' ? t('saving') : status === 'saved' ? t('saved') : ''}
      </p>
    </>
  );
}
