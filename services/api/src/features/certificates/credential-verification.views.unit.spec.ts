import { describe, expect, it } from 'vitest';
import { claimsIssuer, failureOf, verificationView } from './credential-verification.views.js';
import { issuerControllerDocument, testIssuer, testSigningKey } from './testing/certificate-fixtures.js';

describe("the verifier's answer", () => {
  it('tells a credential of another issuer, or signed by another key, from one of ours', async () => {
    const issuer = issuerControllerDocument(testIssuer, await testSigningKey());
    const ours = { issuer: { id: testIssuer.id }, proof: { verificationMethod: issuer.verificationMethod[0]!.id } };
    expect(claimsIssuer(ours, issuer)).toBe(true);
    expect(claimsIssuer({ ...ours, issuer: 'https://elsewhere.example' }, issuer)).toBe(false);
    expect(claimsIssuer({ ...ours, proof: { verificationMethod: `${testIssuer.id}#z6MkOther` } }, issuer)).toBe(false);
    // Without a proof it is ours to judge, and the verifier says what is missing.
    expect(claimsIssuer({ issuer: testIssuer.id }, issuer)).toBe(true);
  });

  it('names the first check that failed, in the reader’s language', () => {
    const changed = { verified: false, reason: 'The signature does not match the credential: it was changed after signing, or signed by another key', status: 'unchecked' as const };
    expect(failureOf(changed)).toBe('bad_signature');
    expect(failureOf({ verified: false, reason: 'The issuer has revoked this credential', status: 'revoked' })).toBe('revoked');
    expect(failureOf({ verified: false, reason: 'The status list https://x/1 is not one this issuer publishes', status: 'unchecked' })).toBe('status_list_unavailable');
    expect(failureOf({ verified: false, reason: 'Safe mode validation error.', status: 'unchecked' })).toBe('malformed');

    const answer = verificationView({ verification: changed, failure: 'bad_signature' }, 'fr', 'Pathwise', 'c-1');
    expect(answer).toMatchObject({ verified: false, failure: 'bad_signature', checks: { signature: false, status: 'unknown' }, certificateId: 'c-1' });
    expect(answer.reason).toMatch(/^La signature ne correspond pas/);
    const revoked = verificationView({ verification: { verified: false, reason: 'x', status: 'revoked' }, failure: 'revoked' }, 'es', 'Pathwise', null);
    expect(revoked).toMatchObject({ checks: { signature: true, status: 'revoked' }, reason: 'Pathwise ha revocado esta credencial.' });
  });
});
