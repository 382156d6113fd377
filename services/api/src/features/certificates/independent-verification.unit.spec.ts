import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as dccVc from '@digitalcredentials/vc';
import { describe, expect, it } from 'vitest';
import { credentialDocumentLoader } from './credential-document-loader.js';
import { signCredential } from './credential-signing.js';
import { certificateFacts, issuerControllerDocument, openBadgeCredential, testIssuer, testSigningKey } from './testing/certificate-fixtures.js';

/**
 * A second implementation checks what ours signs: the Digital Credentials Consortium's verifier, with its own
 * JSON-LD processor, jsonld-signatures, canonicaliser build and eddsa-rdfc-2022 suite, given only the issuer profile.
 */
async function verifiedElsewhere(credential: object, issuer: ReturnType<typeof issuerControllerDocument>) {
  const documents = new Map<string, object>([[issuer.id, issuer], ...issuer.verificationMethod.map((key) => [key.id, key] as [string, object])]);
  return dccVc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: credentialDocumentLoader(documents),
    controller: issuer,
    checkStatus: async () => ({ verified: true }),
  });
}

describe('an issued credential, checked by an independent verifier (@digitalcredentials/vc)', () => {
  it('verifies', async () => {
    const key = await testSigningKey();
    const credential = await signCredential(openBadgeCredential(certificateFacts()), { key, now: new Date('2026-11-20T09:30:00Z') });

    const result = await verifiedElsewhere(credential, issuerControllerDocument(testIssuer, key));

    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
  });

  it('fails once a field is changed', async () => {
    const key = await testSigningKey();
    const credential = await signCredential(openBadgeCredential(certificateFacts()), { key, now: new Date('2026-11-20T09:30:00Z') });
    const forged = { ...credential, credentialSubject: { ...credential.credentialSubject, achievement: { ...credential.credentialSubject.achievement, name: 'Advanced calculus' } } };

    const result = await verifiedElsewhere(forged, issuerControllerDocument(testIssuer, key));

    expect(result.verified).toBe(false);
  });
});
