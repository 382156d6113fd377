import { randomUUID } from 'node:crypto';
import { issuerControllerDocument, type IssuerSettings } from '../issuer-profile.js';
import { openBadgeCredential, type CertificateFacts } from '../open-badge-credential.js';
import { generateSerializedSigningKey, platformSigningKey, type PlatformSigningKey } from '../platform-signing-key.js';

export const testIssuer: IssuerSettings = {
  id: 'https://pathwise.test/api/certificates/issuer',
  name: 'Pathwise',
  url: 'https://pathwise.test',
};

export const testStatusListUrl = 'https://pathwise.test/api/certificates/status-lists/1';

export function certificateFacts(overrides: Partial<CertificateFacts> = {}): CertificateFacts {
  return {
    credentialId: `https://pathwise.test/api/certificates/${randomUUID()}/credential`,
    issuer: testIssuer,
    recipient: { email: 'Ada.Lovelace@example.org ', salt: 'f3c1e0b2a9d84c7e' },
    achievement: {
      id: 'https://pathwise.test/courses/fractions-from-scratch/achievement',
      name: 'Fractions from scratch',
      description: 'Adds, compares and simplifies fractions with unlike denominators.',
      criteriaNarrative: 'Finish every required lesson and pass each quiz with at least 80 %.',
      imageUrl: 'https://pathwise.test/media/courses/fractions-from-scratch/badge.png',
    },
    issuedAt: new Date('2026-11-20T09:30:00.000Z'),
    skills: [
      { name: 'Equivalent fractions', level: 'mastered' },
      { name: 'Unlike denominators', level: 'proficient' },
    ],
    status: { statusListCredential: testStatusListUrl, statusListIndex: 42 },
    ...overrides,
  };
}

export async function testSigningKey(): Promise<PlatformSigningKey> {
  return platformSigningKey(await generateSerializedSigningKey(), testIssuer.id);
}

export { issuerControllerDocument, openBadgeCredential };
