import type { PublicCertificate } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { adaptiveMessages } from '../../adaptive';
import { certificatesMessages } from '../messages';

/** The skills a certificate names, each with the level the learner had reached when it was issued. */
export function CertifiedSkills({ skills, headingId }: { skills: PublicCertificate['skills']; headingId: string }) {
  const t = useT(certificatesMessages);
  const levels = useT(adaptiveMessages);
  return (
    <ul className="certificate-skills" aria-labelledby={headingId}>
      {skills.map((skill) => (
        <li key={skill.skillId}>{t('skillLevel', { skill: skill.name, level: levels(`level_${skill.level}`) })}</li>
      ))}
    </ul>
  );
}

/** Valid, or revoked with when and why: the same words on the holder's list and the public page. */
export function CertificateStatus({ certificate }: { certificate: PublicCertificate }) {
  const t = useT(certificatesMessages);
  const { date } = useFormat();
  if (certificate.status === 'valid') return <span className="certificate-status certificate-status-valid">{t('status_valid')}</span>;
  return (
    <>
      <span className="certificate-status certificate-status-revoked">{t('status_revoked')}</span>
      {certificate.revokedAt && (
        <span className="certificate-revoked-on">
          {' '}
          {t('revokedOn', { date: date(certificate.revokedAt, { dateStyle: 'long' }), reason: t(`reason_${certificate.revocationReason ?? 'other'}`) })}
        </span>
      )}
    </>
  );
}
