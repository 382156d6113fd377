import type { MyCertificate } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useSetCertificatePrivacy } from '../api/set-certificate-privacy';
import { certificatesMessages } from '../messages';

/** Whether the holder's name shows on the public page (and in the credential, reissued with it). */
export function PrivacySwitch({ certificate }: { certificate: MyCertificate }) {
  const t = useT(certificatesMessages);
  const id = useId();
  const privacy = useSetCertificatePrivacy();
  // Shown as asked while the answer is on its way, so the switch does not jump back under the finger.
  const shown = privacy.isPending ? privacy.variables.showName : certificate.showName;
  return (
    <div className="certificate-privacy">
      <div className="field field-switch">
        <input
          id={id}
          className="switch"
          type="checkbox"
          role="switch"
          checked={shown}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (!privacy.isPending) privacy.mutate({ certificateId: certificate.certificateId, showName: event.target.checked });
          }}
        />
        <div>
          <label className="field-label" htmlFor={id}>
            {t('showName')}
          </label>
          <p id={`${id}-hint`} className="field-hint">
            {t('showNameHint')}
          </p>
        </div>
      </div>
      <p className="form-status" role="status">
        {privacy.isPending ? t('savingPrivacy') : privacy.isSuccess ? t('privacySaved') : ''}
      </p>
      {privacy.isError && <QueryError title={t('couldNotSavePrivacy')} error={privacy.error} />}
    </div>
  );
}
