import { writeFileSync } from 'node:fs';
import { signCredential } from '../credential-signing.js';
import { statusListCredential } from '../status-list.js';
import { certificateFacts, openBadgeCredential, testIssuer, testSigningKey, testStatusListUrl } from './certificate-fixtures.js';

/**
 * Writes the web app's certificate fixture: a credential signed by this feature's code, the issuer as
 * GET /api/certificates/issuer answers, and its status list unrevoked and revoked, so the verify page's specs run the
 * browser's check on a real proof. Run again only when the credential's shape changes:
 *
 *   npx tsx --conditions=source services/api/src/features/certificates/testing/write-web-certificate-fixture.ts
 */
const target = new URL('../../../../../../web/src/features/certificates/testing/signed-certificate.fixture.json', import.meta.url);
const key = await testSigningKey();
const now = new Date('2026-11-20T09:30:00.000Z');
const certificateId = '0b7f3c2e-5d41-4a8e-9c1f-2e6a8b9d4f10';
const credential = await signCredential(
  openBadgeCredential(certificateFacts({ credentialId: `${testIssuer.url}/api/certificates/${certificateId}/credential` })),
  { key, now },
);
const list = (revokedIndexes: number[]) =>
  signCredential(statusListCredential({ id: testStatusListUrl, issuerId: testIssuer.id, validFrom: now, revokedIndexes }), { key, now });
const { '@context': _context, ...verificationMethod } = key.publicKey;
writeFileSync(
  target,
  `${JSON.stringify(
    {
      certificateId,
      issuer: { ...testIssuer, verificationMethod },
      credential,
      statusList: await list([]),
      revokedStatusList: await list([42]),
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`wrote ${target.pathname}\n`);
