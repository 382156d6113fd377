import type { CourseCertificate, MyCertificate, PublicCertificate, RevocationReason } from '@pathwise/contracts';
import type { IssuedCertificateRecord } from '@pathwise/projections';
import type { CertificateAddresses } from './certificate-credentials.service.js';
import { nameOutdated, shownName } from './certificate-reissue.rules.js';
import type { IssuerSettings } from './issuer-profile.js';

/** A certificate as anyone may look it up: the holder's name only when the holder shows it, and what replaced what. */
export function publicCertificateView(
  record: IssuedCertificateRecord,
  holderName: string | null,
  issuer: IssuerSettings,
  addresses: CertificateAddresses,
): PublicCertificate {
  return {
    certificateId: record.certificateId,
    status: record.revocation ? 'revoked' : 'valid',
    revokedAt: record.revocation?.revokedAt.toISOString() ?? null,
    revocationReason: (record.revocation?.reason as RevocationReason | undefined) ?? null,
    holderName: record.showName ? holderName : null,
    course: { courseId: record.courseId, title: record.courseTitle, description: record.courseDescription },
    issuer: { id: issuer.id, name: issuer.name, url: issuer.url },
    issuedAt: record.issuedAt.toISOString(),
    skills: record.skills.map((skill) => ({ skillId: skill.skillId, name: skill.name, level: skill.level })),
    verifyUrl: addresses.verifyUrl(record.certificateId),
    credentialUrl: addresses.credentialUrl(record.certificateId),
    supersedes: record.supersedes,
    supersededBy: record.revocation?.supersededBy ?? null,
  };
}

/** A certificate as its course's authors list it: the holder by their account's name, and how it stands. */
export function courseCertificateView(record: IssuedCertificateRecord, holderName: string | null): CourseCertificate {
  return {
    certificateId: record.certificateId,
    holderName,
    issuedAt: record.issuedAt.toISOString(),
    status: record.revocation ? 'revoked' : 'valid',
    revokedAt: record.revocation?.revokedAt.toISOString() ?? null,
    revocationReason: (record.revocation?.reason as RevocationReason | undefined) ?? null,
  };
}

/**
 * One of the holder's own certificates: the public record, the holder's choice, whether the name it shows is one they
 * no longer go by (`currentName` is their display name now), the PDF and LinkedIn's address.
 */
export function myCertificateView(
  record: IssuedCertificateRecord,
  currentName: string | null,
  issuer: IssuerSettings,
  addresses: CertificateAddresses,
): MyCertificate {
  return {
    ...publicCertificateView(record, shownName(record, currentName), issuer, addresses),
    showName: record.showName,
    nameOutdated: record.revocation === null && nameOutdated(record, currentName),
    pdfUrl: addresses.pdfUrl(record.certificateId),
    linkedInUrl: linkedInAddToProfileUrl(record, issuer, addresses),
  };
}

/** LinkedIn's add-to-profile form, filled with the certification's name, issuer, month of issue, id and verify URL. */
export function linkedInAddToProfileUrl(record: IssuedCertificateRecord, issuer: IssuerSettings, addresses: CertificateAddresses): string {
  const url = new URL('https://www.linkedin.com/profile/add');
  url.searchParams.set('startTask', 'CERTIFICATION_NAME');
  url.searchParams.set('name', record.courseTitle);
  url.searchParams.set('organizationName', issuer.name);
  url.searchParams.set('issueYear', String(record.issuedAt.getUTCFullYear()));
  url.searchParams.set('issueMonth', String(record.issuedAt.getUTCMonth() + 1));
  url.searchParams.set('certUrl', addresses.verifyUrl(record.certificateId));
  url.searchParams.set('certId', record.certificateId);
  return url.toString();
}
