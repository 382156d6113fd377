import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { describe, expect, it } from 'vitest';
import { credentialDocumentLoader } from './credential-document-loader.js';
import { signCredential } from './credential-signing.js';
import { platformSigningKey } from './platform-signing-key.js';

// The W3C "Data Integrity EdDSA Cryptosuites v1.0" test vectors for eddsa-rdfc-2022, copied from the files its
// specification includes: github.com/w3c/vc-di-eddsa, TestVectors/keyPair.json, TestVectors/unsigned.json and
// TestVectors/eddsa-rdfc-2022/{canonDocDataInt.txt,signedDataInt.json} (commit c3b58d07d1b35293ef3cb3bc68689c21eae16985).
const specificationKeyPair = {
  publicKeyMultibase: 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
  privateKeyMultibase: 'z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq',
};

const unsignedAlumniCredential = {
  '@context': ['https://www.w3.org/ns/credentials/v2', 'https://www.w3.org/ns/credentials/examples/v2'],
  id: 'urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33',
  type: ['VerifiableCredential', 'AlumniCredential'],
  name: 'Alumni Credential',
  description: 'A minimum viable example of an Alumni Credential.',
  issuer: 'https://vc.example/issuers/5678',
  validFrom: '2023-01-01T00:00:00Z',
  credentialSubject: { id: 'did:example:abcdefgh', alumniOf: 'The School of Examples' },
};

const expectedCanonicalDocument = [
  '<did:example:abcdefgh> <https://www.w3.org/ns/credentials/examples#alumniOf> "The School of Examples" .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://www.w3.org/2018/credentials#VerifiableCredential> .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://www.w3.org/ns/credentials/examples#AlumniCredential> .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <https://schema.org/description> "A minimum viable example of an Alumni Credential." .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <https://schema.org/name> "Alumni Credential" .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <https://www.w3.org/2018/credentials#credentialSubject> <did:example:abcdefgh> .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <https://www.w3.org/2018/credentials#issuer> <https://vc.example/issuers/5678> .',
  '<urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33> <https://www.w3.org/2018/credentials#validFrom> "2023-01-01T00:00:00Z"^^<http://www.w3.org/2001/XMLSchema#dateTime> .',
  '',
].join('\n');

const expectedProof = {
  type: 'DataIntegrityProof',
  cryptosuite: 'eddsa-rdfc-2022',
  created: '2023-02-24T23:36:38Z',
  verificationMethod: 'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2#z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
  proofPurpose: 'assertionMethod',
  proofValue: 'z2YwC8z3ap7yx1nZYCg4L3j3ApHsF8kgPdSb5xoS1VR7vPG3F561B52hYnQF9iseabecm3ijx4K1FBTQsCZahKZme',
};

// The examples context (w3c/vc-data-model, contexts/credentials/examples/v2) is needed by the vectors only, so it is
// added here rather than to the pinned contexts production signs with.
const documentLoader = credentialDocumentLoader(
  new Map([['https://www.w3.org/ns/credentials/examples/v2', { '@context': { '@vocab': 'https://www.w3.org/ns/credentials/examples#' } }]]),
);

describe('the eddsa-rdfc-2022 test vectors of the W3C specification', () => {
  it('canonicalise the example credential to the N-Quads the specification lists', async () => {
    const canonize = (cryptosuite as { canonize: (input: object, options: object) => Promise<string> }).canonize;

    expect(await canonize(unsignedAlumniCredential, { documentLoader })).toBe(expectedCanonicalDocument);
  });

  it("reproduce the specification's proof, proofValue included, when signed by our signing code with its key pair", async () => {
    const issuer = `did:key:${specificationKeyPair.publicKeyMultibase}`;
    const key = await platformSigningKey(
      JSON.stringify({ publicKeyMultibase: specificationKeyPair.publicKeyMultibase, secretKeyMultibase: specificationKeyPair.privateKeyMultibase }),
      issuer,
    );

    const signed = await signCredential(unsignedAlumniCredential, { key, now: new Date('2023-02-24T23:36:38Z'), documentLoader });

    expect(signed.proof).toEqual(expectedProof);
    expect({ ...signed, proof: undefined }).toEqual({ ...unsignedAlumniCredential, proof: undefined });
  });
});
