import type { MyCertificate } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useAuth } from '../../identity';
import { getMyCertificatesQueryOptions } from '../api/get-my-certificates';
import { sameSitePath } from '../lib/same-site-path';
import { certificatesMessages } from '../messages';
import { momentMessages } from '../moment.messages';
import { useCertificateEarned } from '../realtime/use-certificate-earned';
import { ShareLink } from './share-link';
import '../certificates.css';

/**
 * The moment in the course player when the learner meets the course's criteria: the certificate, its PDF, where to
 * see and share it. It appears where the learner is, without taking their focus (they may be reading a quiz's
 * feedback); a screen reader hears it from the status line.
 */
export function CertificateMoment({ courseId }: { readonly courseId: string }) {
  const userId = useAuth().user?.uid ?? '';
  const { certificateId, dismiss } = useCertificateEarned(userId, courseId);
  // Read only once earned: the player opens without asking for the learner's certificates.
  const mine = useQuery({ ...getMyCertificatesQueryOptions(), enabled: certificateId !== null });
  const t = useT(momentMessages);
  const earned = certificateId === null ? undefined : mine.data?.certificates.find((certificate) => certificate.certificateId === certificateId);

  return (
    <>
      <p className="sr-only" role="status">
        {earned ? t('announcement', { title: earned.course.title }) : ''}
      </p>
      {certificateId !== null && (
        <section className="certificate-moment" aria-labelledby="certificate-moment-heading">
          <p className="certificate-moment-mark" aria-hidden="true">
            🎓
          </p>
          <h2 id="certificate-moment-heading">{t('heading')}</h2>
          {earned && <EarnedCertificate certificate={earned} />}
          {!earned && mine.isFetching && <p>{t('loading')}</p>}
          {mine.isError && <QueryError title={t('couldNotLoad')} error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />}
          <p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                dismiss();
                // The button goes with the panel: the step the learner was on takes the focus.
                document.getElementById('player-step-heading')?.focus();
              }}
            >
              {t('dismiss')}
            </button>
          </p>
        </section>
      )}
    </>
  );
}

function EarnedCertificate({ certificate }: { readonly certificate: MyCertificate }) {
  const t = useT(momentMessages);
  const facts = useT(certificatesMessages);
  const { date } = useFormat();
  return (
    <>
      <p>{t('body', { title: certificate.course.title })}</p>
      <p className="field-hint">{facts('issuedOn', { date: date(certificate.issuedAt, { dateStyle: 'long' }), issuer: certificate.issuer.name })}</p>
      <div className="certificate-actions">
        <a className="button" href={sameSitePath(certificate.pdfUrl)} download>
          {t('downloadPdf')}
        </a>
        <Link className="button button-secondary" to="/certificates">
          {t('myCertificates')}
        </Link>
        <Link className="button button-secondary" to="/verify/$certificateId" params={{ certificateId: certificate.certificateId }}>
          {t('verifyPage')}
        </Link>
      </div>
      <ShareLink url={certificate.verifyUrl} />
    </>
  );
}
