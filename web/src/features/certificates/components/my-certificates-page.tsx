import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useMyCertificates } from '../api/get-my-certificates';
import { certificatesMessages } from '../messages';
import { reissueMessages } from '../reissue.messages';
import { CertificateCard } from './certificate-card';
import { ReissueCertificateDialog } from './reissue-certificate-dialog';
import '../certificates.css';

/** /certificates: the certificates the signed-in learner earned, each ready to download, share and verify. */
export function MyCertificatesPage() {
  const t = useT(certificatesMessages);
  const reissueWords = useT(reissueMessages);
  const certificates = useMyCertificates();
  // The dialog lives here, not in the card: the card it was opened from stops offering a reissue once it is made.
  const [reissuing, setReissuing] = useState<string | null>(null);
  const [replacementId, setReplacementId] = useState<string | null>(null);
  useDocumentTitle(t('title'));
  return (
    <div className="certificates">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {certificates.isPending && (
        <p className="certificates-status" role="status">
          {t('loading')}
        </p>
      )}
      {certificates.isError && (
        <QueryError title={t('couldNotLoad')} error={certificates.error} onRetry={() => void certificates.refetch()} retrying={certificates.isFetching} />
      )}
      {certificates.data?.certificates.length === 0 && (
        <section className="card certificates-empty" aria-labelledby="certificates-empty-heading">
          <h2 id="certificates-empty-heading">{t('emptyTitle')}</h2>
          <p>{t('emptyBody')}</p>
          <p className="certificate-actions">
            <Link className="button" to="/my-courses">
              {t('emptyMyCourses')}
            </Link>
            <Link className="button button-secondary" to="/courses">
              {t('emptyCatalogue')}
            </Link>
          </p>
        </section>
      )}
      {certificates.data && certificates.data.certificates.length > 0 && (
        <div className="certificate-list">
          {certificates.data.certificates.map((certificate) => (
            <CertificateCard
              key={certificate.certificateId}
              certificate={certificate}
              focused={certificate.certificateId === replacementId}
              onReissue={() => setReissuing(certificate.certificateId)}
            />
          ))}
        </div>
      )}
      <p className="form-status" role="status">
        {replacementId ? reissueWords('reissued') : ''}
      </p>
      {reissuing && (
        <ReissueCertificateDialog
          certificateId={reissuing}
          onClose={() => setReissuing(null)}
          onReissued={(replacement) => {
            setReissuing(null);
            // The button that opened the dialog is gone: the replacement's heading takes the focus.
            setReplacementId(replacement.certificateId);
          }}
        />
      )}
    </div>
  );
}
