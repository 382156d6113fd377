import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { signCredential, verifyCredential } from './credential-signing.js';
import {
  bitstringStatusListEntry,
  decodeStatusList,
  encodeStatusList,
  isIndexSet,
  MINIMUM_STATUS_LIST_LENGTH,
  revocationStatus,
  statusListCredential,
  StatusListError,
  type BitstringStatusListCredential,
} from './status-list.js';
import { certificateFacts, issuerControllerDocument, openBadgeCredential, testIssuer, testSigningKey, testStatusListUrl } from './testing/certificate-fixtures.js';
import { VerifiedStatusLists } from './verified-status-lists.js';

const now = new Date('2026-11-20T09:30:00Z');

function list(revokedIndexes: number[], id = testStatusListUrl): BitstringStatusListCredential {
  return statusListCredential({ id, issuerId: testIssuer.id, validFrom: now, revokedIndexes });
}

describe('Bitstring Status List', () => {
  it('encodes at least 16 KB of bits, gzip-compressed and multibase base64url, index 0 being the first bit', () => {
    const encoded = encodeStatusList([0, 9, MINIMUM_STATUS_LIST_LENGTH - 1]);
    const bits = decodeStatusList(encoded);

    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    expect(bits.length).toBe(16 * 1024);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[bits.length - 1]).toBe(0b0000_0001);
    expect([0, 9, MINIMUM_STATUS_LIST_LENGTH - 1].every((index) => isIndexSet(bits, index))).toBe(true);
    expect([1, 8, 10, 42].some((index) => isIndexSet(bits, index))).toBe(false);
  });

  it("reads the specification's example list: 131,072 entries, none set", () => {
    const bits = decodeStatusList('uH4sIAAAAAAAAA-3BMQEAAADCoPVPbQwfoAAAAAAAAAAAAAAAAAAAAIC3AYbSVKsAQAAA');

    expect(bits.length * 8).toBe(MINIMUM_STATUS_LIST_LENGTH);
    expect(bits.every((byte) => byte === 0)).toBe(true);
  });

  it('refuses lists shorter than the minimum, indexes outside the list, and what is not an encoded list', () => {
    expect(() => encodeStatusList([], 8 * 1024)).toThrow(StatusListError);
    expect(() => encodeStatusList([MINIMUM_STATUS_LIST_LENGTH])).toThrow(/0 to 131071/);
    expect(() => bitstringStatusListEntry(testStatusListUrl, -1)).toThrow(StatusListError);
    expect(() => decodeStatusList(`u${gzipSync(new Uint8Array(1024)).toString('base64url')}`)).toThrow(/8192 entries, fewer than the 131072/);
    expect(() => decodeStatusList('zNotBase64url')).toThrow(/must start with "u"/);
    expect(() => decodeStatusList('uAAAA')).toThrow(/not a gzip-compressed bitstring/);
  });

  it('builds the status list credential and the entry a credential carries, as the specification shapes them', () => {
    expect(list([3])).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: testStatusListUrl,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: testIssuer.id,
      validFrom: '2026-11-20T09:30:00Z',
      credentialSubject: { id: `${testStatusListUrl}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    expect(bitstringStatusListEntry(testStatusListUrl, 42)).toEqual({
      id: `${testStatusListUrl}#42`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '42',
      statusListCredential: testStatusListUrl,
    });
  });

  it("checks a credential's index: revoked when its bit is set, valid otherwise", () => {
    const credential = openBadgeCredential(certificateFacts({ status: { statusListCredential: testStatusListUrl, statusListIndex: 42 } }));

    expect(revocationStatus(credential, list([41, 42]))).toBe('revoked');
    expect(revocationStatus(credential, list([41, 43]))).toBe('valid');
    expect(() => revocationStatus(credential, list([42], 'https://pathwise.test/api/certificates/status-lists/2'))).toThrow(
      /is in https:\/\/pathwise\.test\/api\/certificates\/status-lists\/1, not in the list/,
    );
    expect(() => revocationStatus({}, list([]))).toThrow(/has no credentialStatus/);
  });
});

describe('verifying a credential against its signed status list', () => {
  async function issuedWithList(revokedIndexes: number[]) {
    const key = await testSigningKey();
    const credential = await signCredential(openBadgeCredential(certificateFacts()), { key, now });
    const signedList = await signCredential(list(revokedIndexes), { key, now });
    return { key, credential, signedList, issuer: issuerControllerDocument(testIssuer, key) };
  }

  it('reports a credential whose index is set as revoked, with the reason', async () => {
    const { credential, signedList, issuer } = await issuedWithList([42]);

    expect(await verifyCredential(credential, { issuer, statusList: async () => signedList })).toEqual({
      verified: false,
      reason: 'The issuer has revoked this credential',
      status: 'revoked',
    });
  });

  it('reports a credential whose index is clear as verified and valid', async () => {
    const { credential, signedList, issuer } = await issuedWithList([7, 43]);

    expect(await verifyCredential(credential, { issuer, statusList: async () => signedList })).toEqual({ verified: true, reason: null, status: 'valid' });
  });

  it('does not trust a status list that is not signed by the issuer, nor one it cannot find', async () => {
    const { credential, issuer } = await issuedWithList([]);
    const forgedList = await signCredential(list([]), { key: await testSigningKey(), now });

    const unsigned = await verifyCredential(credential, { issuer, statusList: async () => list([]) });
    const forged = await verifyCredential(credential, { issuer, statusList: async () => forgedList });
    const missing = await verifyCredential(credential, { issuer, statusList: async () => null });

    expect(unsigned).toMatchObject({ verified: false, reason: `The status list ${testStatusListUrl} does not verify: The credential carries no proof, so nothing vouches for it` });
    expect(forged).toMatchObject({ verified: false, reason: expect.stringMatching(/^The status list .* does not verify: /) });
    expect(missing).toMatchObject({ verified: false, reason: `The status list ${testStatusListUrl} is not one this issuer publishes` });
  });

  it("verifies a list's proof once for every credential it holds, and a list changed under a known proof value in full", async () => {
    const { key, credential, signedList, issuer } = await issuedWithList([7]);
    const another = await signCredential(openBadgeCredential(certificateFacts({ status: { statusListCredential: testStatusListUrl, statusListIndex: 7 } })), { key, now });
    const verifiedStatusLists = new VerifiedStatusLists();
    const options = { issuer, statusList: async () => signedList, verifiedStatusLists };

    expect(await verifyCredential(credential, options)).toEqual({ verified: true, reason: null, status: 'valid' });
    expect(await verifyCredential(another, options)).toEqual({ verified: false, reason: 'The issuer has revoked this credential', status: 'revoked' });
    // The first check remembered the list: asked again, nothing is verified a second time.
    const verifyProof = vi.fn(() => verifyCredential(signedList, { issuer }));
    expect(await verifiedStatusLists.verify(signedList, new Date(), verifyProof)).toMatchObject({ verified: true });
    expect(verifyProof).not.toHaveBeenCalled();

    // The same id and proof value over other bits is not the list that verified: checked in full, and refused.
    const relabelled = { ...signedList, credentialSubject: { ...signedList.credentialSubject, encodedList: list([]).credentialSubject.encodedList } };
    expect(await verifyCredential(another, { ...options, statusList: async () => relabelled })).toMatchObject({
      verified: false,
      reason: expect.stringMatching(/^The status list .* does not verify: The signature does not match/),
    });
  });
});
