import type { MyCertificate } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { sameSitePath } from '../lib/same-site-path';
import { certificatesMessages } from '../messages';
import { CertificateStatus, CertifiedSkills } from './certificate-facts';
import { NameOutdatedNotice } from './name-outdated-notice';
import { PrivacySwitch } from './privacy-switch';
import { ShareLink } from './share-link';

/**
 * One of the holder's certificates: what it says, its files, where to share it, whether it shows their name, and,
 * when that name is no longer theirs, the way to reissue it. `focused` moves the focus to it (a replacement just made).
 */
export function CertificateCard({
  certificate,
  focused = false,
  onReissue,
}: {
  readonly certificate: MyCertificate;
  readonly focused?: boolean;
  readonly onReissue: () => void;
}) {
  const t = useT(certificatesMessages);
  const { date } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `certificate-${certificate.certificateId}`;
  const skillsId = `${headingId}-skills`;
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);
  return (
    <article className="card certificate-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {certificate.course.title}
      </h2>
      <p className="certificate-issued">
        <CertificateStatus certificate={certificate} /> · {t('issuedOn', { date: date(certificate.issuedAt, { dateStyle: 'long' }), issuer: certificate.issuer.name })}
      </p>
      {certificate.nameOutdated && <NameOutdatedNotice certificate={certificate} onReissue={onReissue} />}
      {certificate.skills.length > 0 && (
        <>
          <h3 id={skillsId}>{t('skills')}</h3>
          <CertifiedSkills skills={certificate.skills} headingId={skillsId} />
        </>
      )}
      <div className="certificate-actions">
        <a className="button" href={sameSitePath(certificate.pdfUrl)} download>
          {t('downloadPdf')}
        </a>
        <a className="button button-secondary" href={sameSitePath(certificate.credentialUrl)} download={`certificate-${certificate.certificateId}.json`}>
          {t('downloadCredential')}
        </a>
        <a className="button button-secondary" href={certificate.linkedInUrl} target="_blank" rel="noopener noreferrer">
          {t('addToLinkedIn')} <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
        <Link className="button button-secondary" to="/verify/$certificateId" params={{ certificateId: certificate.certificateId }}>
          {t('viewPublicPage')}
        </Link>
      </div>
      <ShareLink url={certificate.verifyUrl} />
      <PrivacySwitch certificate={certificate} />
    </article>
  );
}
