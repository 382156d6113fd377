import { revocationReasons, type RevocationReason } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { QueryError } from '../../../shared/ui/query-error';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { holdersMessages } from '../holders.messages';

export interface RevocableCertificate {
  readonly courseId: string;
  readonly certificateId: string;
  /** The holder as the list names them. */
  readonly holder: string;
}

/**
 * The question before a certificate is revoked, and why: "Keep it" is focused first, as the safe answer, and the
 * reason is chosen, never defaulted.
 */
export function RevokeCertificateDialog({
  certificate,
  onClose,
  onRevoked,
}: {
  readonly certificate: RevocableCertificate;
  readonly onClose: () => void;
  readonly onRevoked: () => void;
}) {
  const t = useT(holdersMessages);
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState<RevocationReason | ''>('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [note, setNote] = useState('');
  const reasonControl = useRef<HTMLSelectElement>(null);
  const close = () => {
    if (!revoke.isPending) onClose();
  };
  const submit = () => {
    if (revoke.isPending) return;
    if (reason === '') {
      setReasonMissing(true);
      reasonControl.current?.focus();
      return;
    }
    const trimmed = note.trim();
    revoke.mutate(
      { courseId: certificate.courseId, certificateId: certificate.certificateId, reason, ...(trimmed ? { note: trimmed } : {}) },
      { onSuccess: onRevoked },
    );
  };
  return (
    <ModalDialog open title={t('dialogTitle', { holder: certificate.holder })} body={<p>{t('dialogBody')}</p>} onDismiss={close}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('reason')} error={reasonMissing ? t('reasonMissing') : undefined}>
          {(control) => (
            <select
              {...control}
              ref={reasonControl}
              className="input select"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as RevocationReason | '');
                setReasonMissing(false);
              }}
            >
              <option value="">{t('chooseReason')}</option>
              {revocationReasons.map((each) => (
                <option key={each} value={each}>
                  {t(`reason_${each}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('note')} hint={t('noteHint')}>
          {(control) => <textarea {...control} className="input" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />}
        </Field>
        {revoke.isError && <QueryError title={t('couldNotRevoke')} error={revoke.error} />}
        <div className="form-actions">
          {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the revocation is made. */}
          <button type="submit" className="button" aria-disabled={revoke.isPending}>
            {revoke.isPending ? t('revoking') : t('confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={close} autoFocus>
            {t('keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
