import type { MyCertificate } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { QueryError } from '../../../shared/ui/query-error';
import { useReissueCertificate } from '../api/reissue-certificate';
import { reissueMessages } from '../reissue.messages';

/**
 * The question before a certificate is reissued under the holder's new name, since the old one is then revoked for
 * good: "Keep this one" is focused first, as the safe answer. It settles once the list shows the replacement.
 */
export function ReissueCertificateDialog({
  certificateId,
  onClose,
  onReissued,
}: {
  readonly certificateId: string;
  readonly onClose: () => void;
  readonly onReissued: (replacement: MyCertificate) => void;
}) {
  const t = useT(reissueMessages);
  const reissue = useReissueCertificate();
  const close = () => {
    if (!reissue.isPending) onClose();
  };
  return (
    <ModalDialog open title={t('dialogTitle')} body={<p>{t('dialogBody')}</p>} onDismiss={close}>
      {reissue.isError && <QueryError title={t('couldNotReissue')} error={reissue.error} />}
      <div className="form-actions">
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the reissue is made. */}
        <button
          type="button"
          className="button"
          aria-disabled={reissue.isPending}
          onClick={() => {
            if (!reissue.isPending) reissue.mutate(certificateId, { onSuccess: onReissued });
          }}
        >
          {reissue.isPending ? t('reissuing') : t('confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={close} autoFocus>
          {t('keep')}
        </button>
      </div>
    </ModalDialog>
  );
}
