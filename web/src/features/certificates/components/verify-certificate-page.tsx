import { SITE_NAME, type PublicCertificate } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { usePublicCertificate } from '../api/get-public-certificate';
import { sameSitePath } from '../lib/same-site-path';
import { certificatesMessages } from '../messages';
import { verifyMessages } from '../verify.messages';
import { BrowserCheckSection } from './browser-check-section';
import { CertifiedSkills } from './certificate-facts';
import { CredentialChecker } from './credential-checker';
import '../certificates.css';

/** An id the server does not know (404), or one that cannot be an id at all (400): either way, no such certificate. */
const isUnknown = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /verify/{certificateId}: anyone's answer to "is this certificate genuine?": valid, revoked or not found, what was
 * achieved with its evidence, the browser's own check of the signed credential, and a checker for any credential.
 */
export function VerifyCertificatePage({ certificateId }: { certificateId: string }) {
  const t = useT(verifyMessages);
  const certificate = usePublicCertificate(certificateId);
  const unknown = certificate.isError && isUnknown(certificate.error);
  useDocumentTitle(unknown ? t('notFoundTitle') : t('title'));
  return (
    <div className="verify">
      {certificate.isPending && (
        <>
          <h1>{t('title')}</h1>
          <p className="certificates-status" role="status">
            {t('loading')}
          </p>
        </>
      )}
      {unknown && <UnknownCertificate certificateId={certificateId} />}
      {certificate.isError && !unknown && (
        <>
          <h1>{t('title')}</h1>
          <QueryError title={t('couldNotLoad')} error={certificate.error} onRetry={() => void certificate.refetch()} retrying={certificate.isFetching} />
        </>
      )}
      {certificate.data && <CertificateRecord certificate={certificate.data} />}
      <CredentialChecker issuerName={certificate.data?.issuer.name ?? SITE_NAME} />
    </div>
  );
}

function UnknownCertificate({ certificateId }: { certificateId: string }) {
  const t = useT(verifyMessages);
  return (
    <section className="verify-verdict-banner verify-unknown" aria-labelledby="verify-heading">
      <h1 id="verify-heading">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody', { id: certificateId })}</p>
      <p>
        <Link to="/courses">{t('findCourses')}</Link>
      </p>
    </section>
  );
}

function CertificateRecord({ certificate }: { certificate: PublicCertificate }) {
  const t = useT(verifyMessages);
  const words = useT(certificatesMessages);
  const { date } = useFormat();
  const longDate = (moment: string) => date(moment, { dateStyle: 'long' });
  const valid = certificate.status === 'valid';
  return (
    <>
      <section className={`verify-verdict-banner ${valid ? 'verify-valid' : 'verify-revoked'}`} aria-labelledby="verify-heading">
        <p className="verify-kicker">{t('title')}</p>
        <h1 id="verify-heading">{valid ? t('validHeadline') : t('revokedHeadline')}</h1>
        <p>
          {valid
            ? t('validLead', { issuer: certificate.issuer.name })
            : certificate.supersededBy
              ? t('supersededLead', { issuer: certificate.issuer.name, date: certificate.revokedAt ? longDate(certificate.revokedAt) : '' })
              : t('revokedLead', {
                  issuer: certificate.issuer.name,
                  date: certificate.revokedAt ? longDate(certificate.revokedAt) : '',
                  reason: words(`reason_${certificate.revocationReason ?? 'other'}`),
                })}
        </p>
        {certificate.supersededBy && (
          <p>
            <Link to="/verify/$certificateId" params={{ certificateId: certificate.supersededBy }}>
              {t('viewReplacement')}
            </Link>
          </p>
        )}
        {certificate.supersedes && (
          <p>
            {t('replacesLead')}{' '}
            <Link to="/verify/$certificateId" params={{ certificateId: certificate.supersedes }}>
              {t('viewReplaced')}
            </Link>
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="verify-achievement-heading">
        <h2 id="verify-achievement-heading">{certificate.course.title}</h2>
        {certificate.course.description && <p>{certificate.course.description}</p>}
        <dl className="facts verify-facts">
          <div className="fact">
            <dt>{t('holder')}</dt>
            <dd>{certificate.holderName ?? t('holderHidden')}</dd>
          </div>
          <div className="fact">
            <dt>{t('issuer')}</dt>
            <dd>
              <a href={certificate.issuer.url}>{certificate.issuer.name}</a>
            </dd>
          </div>
          <div className="fact">
            <dt>{t('issuedOn')}</dt>
            <dd>{longDate(certificate.issuedAt)}</dd>
          </div>
          <div className="fact">
            <dt>{t('certificateId')}</dt>
            <dd className="verify-id">{certificate.certificateId}</dd>
          </div>
        </dl>
        <h3 id="verify-evidence-heading">{t('evidence')}</h3>
        {certificate.skills.length > 0 ? <CertifiedSkills skills={certificate.skills} headingId="verify-evidence-heading" /> : <p>{t('noSkills')}</p>}
        <p>
          <a href={sameSitePath(certificate.credentialUrl)} download={`certificate-${certificate.certificateId}.json`}>
            {t('downloadCredential')}
          </a>
        </p>
      </section>
      <BrowserCheckSection certificateId={certificate.certificateId} issuerName={certificate.issuer.name} />
    </>
  );
}
