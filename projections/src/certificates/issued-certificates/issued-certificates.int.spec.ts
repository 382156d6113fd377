import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../runner/rebuild.js';
import { issuedCertificatesProjection } from './issued-certificates.projection.js';
import { certificatesOfHolder, getCertificateCriteria, getIssuedCertificate, statusListState } from './issued-certificates.queries.js';

describe.each(testDatabaseKinds)('issued certificates projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const rebuild = () => rebuildProjection({ database: fixture.database, store: fixture.store, projection: issuedCertificatesProjection, batchSize: 2 });
  const db = () => fixture.database.db;

  const issue = async (certificateId: string, learnerId: string, statusListId: string, statusListIndex: number, issuedAt: string) =>
    fixture.store.append(
      `certificate-${certificateId}`,
      [
        {
          type: 'CertificateIssued',
          data: {
            certificateId,
            learnerId,
            courseId: 'fractions',
            courseVersion: 2,
            courseTitle: 'Fractions from scratch',
            courseDescription: 'Halves and quarters.',
            criteriaNarrative: 'Finish every lesson of the course.',
            skills: [{ skillId: 's1', name: 'Halving', level: 'mastered' }],
            statusListId,
            statusListIndex,
            issuedAt,
            recipientIdentityHash: 'sha256$abc',
            recipientSalt: 'salt',
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );

  it("lists a holder's certificates newest first, reflects a revocation and a name choice, and sets the revoked bits of its list only", async () => {
    const learnerId = randomUUID();
    const [older, newer, elsewhere] = [randomUUID(), randomUUID(), randomUUID()];
    const listId = randomUUID();
    await issue(older, learnerId, listId, 0, '2026-11-01T09:00:00.000Z');
    await issue(newer, learnerId, listId, 1, '2026-11-10T09:00:00.000Z');
    await issue(elsewhere, randomUUID(), randomUUID(), 0, '2026-11-11T09:00:00.000Z');
    await fixture.store.append(
      `certificate-${older}`,
      [
        {
          type: 'CertificateRevoked',
          data: { certificateId: older, learnerId, courseId: 'fractions', revokedBy: 'admin-1', revokedAs: 'admin', reason: 'issued_in_error', note: null, revokedAt: '2026-11-12T10:00:00.000Z' },
        },
      ],
      { expectedVersion: 1 },
    );
    await fixture.store.append(
      `certificate-${newer}`,
      [{ type: 'CertificateHolderNameVisibilityChanged', data: { certificateId: newer, learnerId, showName: true, reissuedAt: '2026-11-13T08:00:00.000Z' } }],
      { expectedVersion: 1 },
    );
    await rebuild();

    const mine = await certificatesOfHolder(db(), learnerId);
    expect(mine.map((record) => record.certificateId)).toEqual([newer, older]);
    // Shown before names were recorded: no name of its own, so the account's current one is shown.
    expect(mine[0]).toMatchObject({ showName: true, signedName: null, signedAt: new Date('2026-11-13T08:00:00.000Z'), revocation: null, skills: [{ skillId: 's1', level: 'mastered' }] });
    expect(mine[1]).toMatchObject({ revocation: { reason: 'issued_in_error', revokedBy: 'admin-1', revokedAt: new Date('2026-11-12T10:00:00.000Z') } });
    expect(await statusListState(db(), listId)).toEqual({ revokedIndexes: [0], changedAt: new Date('2026-11-12T10:00:00.000Z'), exists: true });
    expect(await statusListState(db(), randomUUID())).toEqual({ revokedIndexes: [], changedAt: null, exists: false });
    expect(await getIssuedCertificate(db(), randomUUID())).toBeNull();
  });

  it('keeps the name a credential was signed with and what replaced what, and forgets the name once the holder is erased and it is rebuilt', async () => {
    const learnerId = randomUUID();
    const [replaced, replacement] = [randomUUID(), randomUUID()];
    await issue(replaced, learnerId, randomUUID(), 0, '2026-11-01T09:00:00.000Z');
    const named = (certificateId: string, holderName: string, reissuedAt: string) =>
      fixture.store.append(`certificate-${certificateId}`, [{ type: 'CertificateHolderNameVisibilityChanged', data: { certificateId, learnerId, showName: true, reissuedAt, holderName } }], {
        expectedVersion: 'any',
      });
    await named(replaced, 'Ada Lovelace', '2026-11-02T09:00:00.000Z');
    const revocation = { learnerId, courseId: 'fractions', revokedBy: learnerId, revokedAs: 'holder' as const, reason: 'superseded' as const, note: null };
    await fixture.store.append(
      `certificate-${replaced}`,
      [{ type: 'CertificateRevoked', data: { ...revocation, certificateId: replaced, revokedAt: '2026-12-01T10:00:00.000Z', supersededBy: replacement } }],
      { expectedVersion: 'any' },
    );
    await issue(replacement, learnerId, randomUUID(), 0, '2026-11-01T09:00:00.000Z');
    await named(replacement, 'Ada King', '2026-12-01T10:00:00.000Z');
    await rebuild();

    // The reissue keeps the date of the achievement, and lists before the certificate it replaced.
    expect(await certificatesOfHolder(db(), learnerId)).toMatchObject([
      { certificateId: replacement, signedName: 'Ada King', revocation: null },
      { certificateId: replaced, signedName: 'Ada Lovelace', revocation: { reason: 'superseded', supersededBy: replacement } },
    ]);

    await fixture.vault.forget(learnerId);
    await rebuild();
    expect((await certificatesOfHolder(db(), learnerId)).map((record) => record.signedName)).toEqual([null, null]);
  });

  it("keeps each course's latest criteria and when they were set", async () => {
    const courseId = randomUUID();
    const criteria = (percent: number) => ({ enabled: true, requiredLessonIds: [], minimumQuizScorePercent: percent, masteryRequirements: [] });
    await fixture.store.append(`certificatecriteria-${courseId}`, [{ type: 'CertificateCriteriaSet', data: { courseId, criteria: criteria(60), setBy: 'maya' } }], { expectedVersion: 'no_stream' });
    await fixture.store.append(`certificatecriteria-${courseId}`, [{ type: 'CertificateCriteriaSet', data: { courseId, criteria: criteria(80), setBy: 'maya' } }], { expectedVersion: 1 });
    await rebuild();

    expect((await getCertificateCriteria(db(), courseId))?.criteria).toEqual(criteria(80));
    expect(await getCertificateCriteria(db(), randomUUID())).toBeNull();
  });
});
