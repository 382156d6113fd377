import type { CertificateIssuerResponse, MyCertificate, PublicCertificate } from '@pathwise/contracts';
import signed from './signed-certificate.fixture.json';

/**
 * A certificate as the API answers for it, around a credential really signed by the server's certificate code
 * (`write-web-certificate-fixture.ts` in the API's certificates testing folder), so the browser's check runs on a real
 * proof: the issuer's published key, and its status list with the credential's bit clear or set.
 */
export const signedCertificate = {
  certificateId: signed.certificateId,
  credential: signed.credential as Record<string, unknown>,
  issuer: signed.issuer as CertificateIssuerResponse,
  statusList: signed.statusList as Record<string, unknown>,
  revokedStatusList: signed.revokedStatusList as Record<string, unknown>,
};

export const aPublicCertificate = (overrides: Partial<PublicCertificate> = {}): PublicCertificate => ({
  certificateId: signed.certificateId,
  status: 'valid',
  revokedAt: null,
  revocationReason: null,
  holderName: 'Ada Lovelace',
  course: { courseId: 'fractions-from-scratch', title: 'Fractions from scratch', description: 'Adds, compares and simplifies fractions with unlike denominators.' },
  issuer: { id: signed.issuer.id, name: signed.issuer.name, url: signed.issuer.url },
  issuedAt: '2026-11-20T09:30:00.000Z',
  skills: [
    { skillId: 'equivalent-fractions', name: 'Equivalent fractions', level: 'mastered' },
    { skillId: 'unlike-denominators', name: 'Unlike denominators', level: 'proficient' },
  ],
  verifyUrl: `https://pathwise.test/verify/${signed.certificateId}`,
  credentialUrl: `https://pathwise.test/api/certificates/${signed.certificateId}/credential`,
  supersedes: null,
  supersededBy: null,
  ...overrides,
});

export const aMyCertificate = (overrides: Partial<MyCertificate> = {}): MyCertificate => ({
  ...aPublicCertificate(),
  showName: false,
  nameOutdated: false,
  holderName: null,
  pdfUrl: `https://pathwise.test/api/me/certificates/${signed.certificateId}/pdf`,
  linkedInUrl: `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Fractions%20from%20scratch&certId=${signed.certificateId}`,
  ...overrides,
});
