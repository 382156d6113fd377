import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedEmailIdentity, openBadgeCredential } from './open-badge-credential.js';
import { certificateFacts, testIssuer, testStatusListUrl } from './testing/certificate-fixtures.js';

describe('the Open Badges 3.0 credential of a certificate', () => {
  it('is an OpenBadgeCredential with the issuer profile, the achievement, the date, the skills as evidence and a status entry', () => {
    const facts = certificateFacts();

    expect(openBadgeCredential(facts)).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: facts.credentialId,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'Fractions from scratch',
      issuer: { id: testIssuer.id, type: ['Profile'], name: 'Pathwise', url: 'https://pathwise.test' },
      validFrom: '2026-11-20T09:30:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [hashedEmailIdentity('ada.lovelace@example.org', 'f3c1e0b2a9d84c7e')],
        achievement: {
          id: 'https://pathwise.test/courses/fractions-from-scratch/achievement',
          type: ['Achievement'],
          name: 'Fractions from scratch',
          description: 'Adds, compares and simplifies fractions with unlike denominators.',
          criteria: { narrative: 'Finish every required lesson and pass each quiz with at least 80 %.' },
          image: { id: 'https://pathwise.test/media/courses/fractions-from-scratch/badge.png', type: 'Image' },
        },
      },
      evidence: [
        { type: ['Evidence'], name: 'Equivalent fractions', description: 'Mastery level at issue: mastered', genre: 'Skill mastery' },
        { type: ['Evidence'], name: 'Unlike denominators', description: 'Mastery level at issue: proficient', genre: 'Skill mastery' },
      ],
      credentialStatus: {
        id: `${testStatusListUrl}#42`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: '42',
        statusListCredential: testStatusListUrl,
      },
    });
  });

  it('names the recipient by a salted sha256 of the email, which the holder can recompute, and never in clear', () => {
    const credential = openBadgeCredential(certificateFacts());
    const expected = createHash('sha256').update('ada.lovelace@example.orgf3c1e0b2a9d84c7e').digest('hex');

    expect(credential.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${expected}`, salt: 'f3c1e0b2a9d84c7e' },
    ]);
    expect(JSON.stringify(credential).toLowerCase()).not.toContain('lovelace');
    expect(hashedEmailIdentity('x@example.org', 'salt-a').identityHash).not.toBe(hashedEmailIdentity('x@example.org', 'salt-b').identityHash);
  });

  it("carries the holder's name only when asked for it", () => {
    const withName = openBadgeCredential(certificateFacts({ recipient: { email: 'ada@example.org', salt: 's', name: ' Ada Lovelace ' } }));
    const blankName = openBadgeCredential(certificateFacts({ recipient: { email: 'ada@example.org', salt: 's', name: '  ' } }));

    expect(withName.credentialSubject.name).toBe('Ada Lovelace');
    expect(withName.credentialSubject.identifier[1]).toEqual({ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Ada Lovelace' });
    expect(blankName.credentialSubject).not.toHaveProperty('name');
    expect(blankName.credentialSubject.identifier).toHaveLength(1);
  });

  it('leaves out evidence when no skill was mastered', () => {
    expect(openBadgeCredential(certificateFacts({ skills: [] }))).not.toHaveProperty('evidence');
  });
});
