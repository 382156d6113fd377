import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { certificateCriteriaDecider, type CertificateCriteriaEvent } from './certificate-criteria.decider.js';
import { certificateDecider, type CertificateEvent } from './certificate.decider.js';

const certificateId = 'cert-1';
const issued: CertificateEvent = {
  type: 'CertificateIssued',
  data: {
    certificateId,
    learnerId: 'lena',
    courseId: 'fractions',
    courseVersion: 3,
    courseTitle: 'Fractions from scratch',
    courseDescription: 'Halves, quarters and more.',
    criteriaNarrative: 'Finish every lesson of the course.',
    skills: [{ skillId: 's1', name: 'Halving', level: 'proficient' }],
    statusListId: '1',
    statusListIndex: 7,
    issuedAt: '2026-11-20T09:30:00.000Z',
    recipientIdentityHash: 'sha256$abc',
    recipientSalt: 'salt',
  },
};
const revocation = {
  certificateId,
  revokedBy: 'admin-1',
  revokedAs: 'admin' as const,
  reason: 'misconduct' as const,
  note: 'Shared answers',
  revokedAt: '2026-11-21T10:00:00.000Z',
};
const revoked: CertificateEvent = { type: 'CertificateRevoked', data: { ...revocation, learnerId: 'lena', courseId: 'fractions' } };
const showName = (learnerId: string, show: boolean) => ({
  type: 'ChangeHolderNameVisibility' as const,
  data: { certificateId, learnerId, showName: show, reissuedAt: '2026-11-22T08:00:00.000Z' },
});

const given = deciderSpecification(certificateDecider, { id: certificateId });

describe('a certificate', () => {
  it('is issued once: issuing again decides nothing', () => {
    given().when({ type: 'IssueCertificate', data: issued.data }).then([issued]);
    given(issued).when({ type: 'IssueCertificate', data: issued.data }).then([]);
  });

  it('is revoked with who, as what, why and when, naming its learner and course; a second revocation changes nothing', () => {
    given(issued).when({ type: 'RevokeCertificate', data: revocation }).then([revoked]);
    given(issued, revoked).when({ type: 'RevokeCertificate', data: { ...revocation, reason: 'other' } }).then([]);
  });

  it('cannot be revoked before it is issued', () => {
    given().when({ type: 'RevokeCertificate', data: revocation }).rejects('not-found', undefined, '#/params/certificateId');
  });

  it("is reissued with or without its holder's name, by its holder only, and not once revoked", () => {
    given(issued)
      .when(showName('lena', true))
      .then([{ type: 'CertificateHolderNameVisibilityChanged', data: showName('lena', true).data }]);
    given(issued).when(showName('lena', false)).then([]);
    given(issued).when(showName('omar', true)).rejects('not-found', undefined, '#/params/certificateId');
    given(issued, revoked).when(showName('lena', true)).rejects('conflict', undefined, '#/params/certificateId');
  });
});

describe("a course's certificate criteria", () => {
  const given = deciderSpecification(certificateCriteriaDecider, { id: 'fractions' });
  const courseId = 'fractions';
  const criteria = { enabled: true, requiredLessonIds: ['l1'], minimumQuizScorePercent: 80, masteryRequirements: [{ skillId: 's1', level: 'mastered' as const }] };
  const set: CertificateCriteriaEvent = { type: 'CertificateCriteriaSet', data: { courseId, criteria, setBy: 'maya' } };

  it('are set, and setting the same ones again decides nothing', () => {
    given().when({ type: 'SetCertificateCriteria', data: set.data }).then([set]);
    given(set).when({ type: 'SetCertificateCriteria', data: { ...set.data, setBy: 'co-author' } }).then([]);
  });

  it('may be set to the defaults explicitly, which records that the creator chose them', () => {
    const defaults = { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: null, masteryRequirements: [] };
    given().when({ type: 'SetCertificateCriteria', data: { courseId, criteria: defaults, setBy: 'maya' } }).then([{ type: 'CertificateCriteriaSet', data: { courseId, criteria: defaults, setBy: 'maya' } }]);
  });
});
