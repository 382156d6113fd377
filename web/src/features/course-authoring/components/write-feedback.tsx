import { useT } from '../../../shared/i18n';
import type { WriteStatus } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';

interface WriteFeedbackProps {
  readonly status: WriteStatus;
  readonly formError: string | null;
  /** What a save that went through means here, when "Saved." would say too little. */
  readonly savedText?: string | undefined;
}

/** Under a form's buttons: the conflict or failure (announced at once), or quietly "Saving…" and "Saved.". */
export function WriteFeedback({ status, formError, savedText }: WriteFeedbackProps) {
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
        {status === 'saving' ? t('saving') : status === 'saved' ? (savedText ?? t('saved')) : ''}
      </p>
    </>
  );
}
