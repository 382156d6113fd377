import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as dccVc from '@digitalcredentials/vc';
import { describe, expect, it } from 'vitest';
import { credentialDocumentLoader, pinnedContexts } from './credential-document-loader.js';
import { signCredential } from './credential-signing.js';
import { independentlyVerified } from './testing/independent-eddsa-rdfc-2022-verifier.js';
import { certificateFacts, issuerControllerDocument, openBadgeCredential, testIssuer, testSigningKey } from './testing/certificate-fixtures.js';

async function issued() {
  const key = await testSigningKey();
  const credential = await signCredential(openBadgeCredential(certificateFacts()), { key, now: new Date('2026-11-20T09:30:00Z') });
  return { key, credential, issuer: issuerControllerDocument(testIssuer, key) };
}

function withCourseName<T extends { credentialSubject: { achievement: object } }>(credential: T, name: string): T {
  return { ...credential, credentialSubject: { ...credential.credentialSubject, achievement: { ...credential.credentialSubject.achievement, name } } };
}

/**
 * The Digital Credentials Consortium's verifier: its own JSON-LD processor fork, jsonld-signatures, rdf-canonize 4 and
 * eddsa-rdfc-2022 suite, given only the issuer profile. It descends from Digital Bazaar's code.
 */
async function verifiedByDcc(credential: object, issuer: ReturnType<typeof issuerControllerDocument>) {
  const documents = new Map<string, object>([[issuer.id, issuer], ...issuer.verificationMethod.map((key) => [key.id, key] as [string, object])]);
  return dccVc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: credentialDocumentLoader(documents),
    controller: issuer,
    checkStatus: async () => ({ verified: true }),
  });
}

describe('an issued credential, checked by @digitalcredentials/vc', () => {
  it('verifies', async () => {
    const { credential, issuer } = await issued();

    const result = await verifiedByDcc(credential, issuer);

    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
  });

  it('fails once a field is changed', async () => {
    const { credential, issuer } = await issued();

    expect((await verifiedByDcc(withCourseName(credential, 'Advanced calculus'), issuer)).verified).toBe(false);
  });
});

describe('an issued credential, checked by a verifier sharing no code with the signing libraries', () => {
  const contexts = new Map(pinnedContexts.map((pinned) => [pinned.url, pinned.document]));

  it("verifies the W3C specification's own signed example, so the verifier itself is right", async () => {
    const signedExample = {
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://www.w3.org/ns/credentials/examples/v2'],
      id: 'urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33',
      type: ['VerifiableCredential', 'AlumniCredential'],
      name: 'Alumni Credential',
      description: 'A minimum viable example of an Alumni Credential.',
      issuer: 'https://vc.example/issuers/5678',
      validFrom: '2023-01-01T00:00:00Z',
      credentialSubject: { id: 'did:example:abcdefgh', alumniOf: 'The School of Examples' },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        created: '2023-02-24T23:36:38Z',
        verificationMethod: 'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2#z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
        proofPurpose: 'assertionMethod',
        proofValue: 'z2YwC8z3ap7yx1nZYCg4L3j3ApHsF8kgPdSb5xoS1VR7vPG3F561B52hYnQF9iseabecm3ijx4K1FBTQsCZahKZme',
      },
    };
    const exampleKey = {
      id: signedExample.proof.verificationMethod,
      controller: 'https://vc.example/issuers/5678',
      publicKeyMultibase: 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
    };
    const withExamples = new Map([...contexts, ['https://www.w3.org/ns/credentials/examples/v2', { '@context': { '@vocab': 'https://www.w3.org/ns/credentials/examples#' } }]]);

    expect(await independentlyVerified(signedExample, exampleKey, withExamples)).toBe(true);
    expect(await independentlyVerified({ ...signedExample, name: 'Forged' }, exampleKey, withExamples)).toBe(false);
  });

  it('verifies what we issue, and refuses it once a field is changed or under another key', async () => {
    const { key, credential } = await issued();
    const otherKey = await testSigningKey();

    expect(await independentlyVerified(credential, key.publicKey, contexts)).toBe(true);
    expect(await independentlyVerified(withCourseName(credential, 'Advanced calculus'), key.publicKey, contexts)).toBe(false);
    expect(await independentlyVerified(credential, { ...otherKey.publicKey, id: key.verificationMethod }, contexts)).toBe(false);
  });
});
