import type { CourseCertificate } from '@pathwise/contracts';
import { useRef, useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useCourseCertificates } from '../api/get-course-certificates';
import { holdersMessages } from '../holders.messages';
import { RevokeCertificateDialog, type RevocableCertificate } from './revoke-certificate-dialog';

/** Who earned the course's certificate, how each stands, and (for its creator and admins) a Revoke for each valid one. */
export function CertificateHolders({ courseId }: { readonly courseId: string }) {
  const t = useT(holdersMessages);
  const { date } = useFormat();
  const holders = useCourseCertificates(courseId);
  const [revoking, setRevoking] = useState<RevocableCertificate | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = (certificate: CourseCertificate) => certificate.holderName ?? t('erasedHolder');

  return (
    <section className="certificate-holders" aria-labelledby="certificate-holders-heading">
      <h3 id="certificate-holders-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h3>
      {holders.isPending && <p role="status">{t('loading')}</p>}
      {holders.isError && <QueryError title={t('couldNotLoad')} error={holders.error} onRetry={() => void holders.refetch()} retrying={holders.isFetching} />}
      {holders.data && holders.data.certificates.length === 0 && <p className="field-hint">{t('empty')}</p>}
      {holders.data && holders.data.certificates.length > 0 && (
        <>
          {!holders.data.canRevoke && <p className="field-hint">{t('onlyCreatorRevokes')}</p>}
          <ul className="certificate-holder-list">
            {holders.data.certificates.map((certificate) => (
              <li key={certificate.certificateId} className="certificate-holder">
                <span className="certificate-holder-name">{nameOf(certificate)}</span>
                <span className="field-hint">{t('issuedOn', { date: date(certificate.issuedAt, { dateStyle: 'medium' }) })}</span>
                <span className={`certificate-status certificate-status-${certificate.status}`}>{t(`status_${certificate.status}`)}</span>
                {certificate.status === 'revoked' && certificate.revokedAt && (
                  <span className="field-hint">
                    {t('revokedOn', { date: date(certificate.revokedAt, { dateStyle: 'medium' }), reason: t(`reason_${certificate.revocationReason ?? 'other'}`) })}
                  </span>
                )}
                {holders.data.canRevoke && certificate.status === 'valid' && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('revokeFor', { holder: nameOf(certificate) })}
                    onClick={() => {
                      setAnnouncement('');
                      setRevoking({ courseId, certificateId: certificate.certificateId, holder: nameOf(certificate) });
                    }}
                  >
                    {t('revoke')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="form-status" role="status">
        {announcement}
      </p>
      {revoking && (
        <RevokeCertificateDialog
          certificate={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setAnnouncement(t('revoked', { holder: revoking.holder }));
            setRevoking(null);
            // The button that opened the dialog is gone with the revocation: the list's heading takes the focus back.
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}
