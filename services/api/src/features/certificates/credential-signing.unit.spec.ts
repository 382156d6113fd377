import { describe, expect, it } from 'vitest';
import { signCredential, verifyCredential, type Signed } from './credential-signing.js';
import type { OpenBadgeCredential } from './open-badge-credential.js';
import { certificateFacts, issuerControllerDocument, openBadgeCredential, testIssuer, testSigningKey } from './testing/certificate-fixtures.js';

const signedAt = new Date('2026-11-20T09:30:00Z');

async function issued() {
  const key = await testSigningKey();
  const credential = await signCredential(openBadgeCredential(certificateFacts()), { key, now: signedAt });
  return { key, credential, issuer: issuerControllerDocument(testIssuer, key) };
}

type Writable<T> = { -readonly [K in keyof T]: Writable<T[K]> };
type Forgery = Writable<Signed<OpenBadgeCredential>>;

/** Each change a forger might make, applied to a deep copy of a signed credential. */
const tamperings: Record<string, (credential: Forgery) => void> = {
  'the course name': (credential) => {
    credential.credentialSubject.achievement.name = 'Advanced calculus';
  },
  'the title': (credential) => {
    credential.name = 'Advanced calculus';
  },
  'the issue date': (credential) => {
    credential.validFrom = '2020-01-01T00:00:00Z';
  },
  "the issuer's name": (credential) => {
    credential.issuer.name = 'Elsewhere University';
  },
  "the recipient's hashed email": (credential) => {
    credential.credentialSubject.identifier[0]!.identityHash = `sha256$${'0'.repeat(64)}`;
  },
  'a skill level': (credential) => {
    credential.evidence![1]!.description = 'Mastery level at issue: mastered';
  },
  'the criteria': (credential) => {
    credential.credentialSubject.achievement.criteria.narrative = 'Nothing at all.';
  },
  'the status list index': (credential) => {
    credential.credentialStatus.statusListIndex = '43';
  },
  'an added holder name': (credential) => {
    credential.credentialSubject.name = 'Mallory';
  },
  "the proof's date": (credential) => {
    credential.proof.created = '2026-11-21T09:30:00Z';
  },
};

describe('credential signing (eddsa-rdfc-2022)', () => {
  it('signs an Open Badges credential with a Data Integrity proof that then verifies against the issuer profile', async () => {
    const { key, credential, issuer } = await issued();

    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      created: '2026-11-20T09:30:00Z',
      proofPurpose: 'assertionMethod',
      verificationMethod: key.verificationMethod,
    });
    expect(credential.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect(await verifyCredential(credential, { issuer })).toEqual({ verified: true, reason: null, status: 'unchecked' });
  });

  it.each(Object.entries(tamperings))('a credential with %s changed after signing fails with the reason', async (_change, tamper) => {
    const { credential, issuer } = await issued();
    const forged = structuredClone(credential) as Forgery;
    tamper(forged);

    const verification = await verifyCredential(forged, { issuer });

    expect(verification.verified).toBe(false);
    expect(verification.reason).toBe('The signature does not match the credential: it was changed after signing, or signed by another key');
  });

  it('a field the contexts do not define fails with the JSON-LD reason, not a silent pass', async () => {
    const { credential, issuer } = await issued();

    const verification = await verifyCredential({ ...credential, grade: 'A+' }, { issuer });

    expect(verification.verified).toBe(false);
    expect(verification.reason).toMatch(/grade/);
  });

  it("a credential signed by another key fails against the platform's issuer profile", async () => {
    const { credential } = await issued();
    const otherKey = await testSigningKey();

    const verification = await verifyCredential(credential, { issuer: issuerControllerDocument(testIssuer, otherKey) });

    expect(verification.verified).toBe(false);
    expect(verification.reason).toBe(
      `The credential refers to ${credential.proof.verificationMethod}, which is neither a context we pin nor a key Pathwise publishes`,
    );
  });

  it('a credential claiming another issuer fails: the issuer must be the controller of the signing key', async () => {
    const key = await testSigningKey();
    const elsewhere = { ...testIssuer, id: 'https://elsewhere.test/issuer' };
    const credential = await signCredential(openBadgeCredential(certificateFacts({ issuer: elsewhere })), { key, now: signedAt });

    const verification = await verifyCredential(credential, { issuer: issuerControllerDocument(testIssuer, key) });

    expect(verification.verified).toBe(false);
    expect(verification.reason).toMatch(/issuer/i);
  });

  it('a credential that brings a context of its own fails, naming it, and nothing is fetched', async () => {
    const { credential, issuer } = await issued();

    const verification = await verifyCredential({ ...credential, '@context': [...credential['@context'], 'https://evil.test/context.json'] }, { issuer });

    expect(verification).toMatchObject({ verified: false, reason: expect.stringContaining('https://evil.test/context.json, which is neither a context we pin') });
  });

  it('what is not a signed credential gets a reason instead of an exception', async () => {
    const { credential, issuer } = await issued();
    const { proof: _proof, ...unsigned } = credential;

    expect(await verifyCredential('not json', { issuer })).toEqual({ verified: false, reason: 'The credential is not a JSON object', status: 'unchecked' });
    expect(await verifyCredential([], { issuer })).toMatchObject({ verified: false, reason: 'The credential is not a JSON object' });
    expect(await verifyCredential(unsigned, { issuer })).toMatchObject({ verified: false, reason: 'The credential carries no proof, so nothing vouches for it' });
    expect(await verifyCredential({ ...credential, proof: { ...credential.proof, proofValue: 'zzz' } }, { issuer })).toMatchObject({ verified: false });
  });
});
