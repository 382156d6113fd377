import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { certificateCriteriaDecider, type CertificateCriteriaEvent } from './certificate-criteria.decider.js';
import { reissuedCertificateIdFor } from './certificate-reissue.rules.js';
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
  data: { certificateId, learnerId, showName: show, reissuedAt: '2026-11-22T08:00:00.000Z', currentName: 'Lena Ortiz' },
});
const nameShown = (holderName?: string): CertificateEvent => ({
  type: 'CertificateHolderNameVisibilityChanged',
  data: { certificateId, learnerId: 'lena', showName: true, reissuedAt: '2026-11-22T08:00:00.000Z', ...(holderName === undefined ? {} : { holderName }) },
});
const replacementId = reissuedCertificateIdFor(certificateId);
const supersede = (currentName: string | null, learnerId = 'lena') => ({
  type: 'SupersedeWithNewName' as const,
  data: { certificateId, learnerId, currentName, replacementId, revokedAt: '2026-12-01T10:00:00.000Z' },
});
const superseded: CertificateEvent = {
  type: 'CertificateRevoked',
  data: {
    certificateId,
    learnerId: 'lena',
    courseId: 'fractions',
    revokedBy: 'lena',
    revokedAs: 'holder',
    reason: 'superseded',
    note: null,
    revokedAt: '2026-12-01T10:00:00.000Z',
    supersededBy: replacementId,
  },
};

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
    given(issued).when(showName('lena', true)).then([nameShown('Lena Ortiz')]);
    given(issued, nameShown('Lena Ortiz'))
      .when(showName('lena', false))
      .then([{ type: 'CertificateHolderNameVisibilityChanged', data: { certificateId, learnerId: 'lena', showName: false, reissuedAt: '2026-11-22T08:00:00.000Z' } }]);
    given(issued).when(showName('lena', false)).then([]);
    given(issued).when(showName('omar', true)).rejects('not-found', undefined, '#/params/certificateId');
    given(issued, revoked).when(showName('lena', true)).rejects('conflict', undefined, '#/params/certificateId');
  });
});

describe('a certificate whose holder changed their name', () => {
  it('is revoked as superseded by its holder, naming the replacement, when the name it was signed with is no longer theirs', () => {
    given(issued, nameShown('Lena Ortiz')).when(supersede('Lena Ortiz-Kim')).then([superseded]);
  });

  it('decides nothing more once superseded, so a retry finds the replacement', () => {
    given(issued, nameShown('Lena Ortiz'), superseded).when(supersede('Lena Ortiz-Kim')).then([]);
  });

  it('is not reissued when the name is unchanged, hidden, or was shown before names were recorded', () => {
    given(issued, nameShown('Lena Ortiz')).when(supersede('Lena Ortiz')).rejects('conflict', /already carries your current name/);
    given(issued).when(supersede('Lena Ortiz-Kim')).rejects('conflict', /does not show your name/);
    given(issued, nameShown()).when(supersede('Lena Ortiz-Kim')).rejects('conflict', /already carries your current name/);
  });

  it('is not reissued once revoked for another reason, nor for anyone but its holder', () => {
    given(issued, nameShown('Lena Ortiz'), revoked).when(supersede('Lena Ortiz-Kim')).rejects('conflict', undefined, '#/params/certificateId');
    given(issued, nameShown('Lena Ortiz')).when(supersede('Omar', 'omar')).rejects('not-found', undefined, '#/params/certificateId');
  });

  it('is replaced by a certificate stating the same achievement, with its own status index and the new name', () => {
    const given = deciderSpecification(certificateDecider, { id: replacementId });
    const reissue = {
      type: 'IssueReplacement' as const,
      data: { replaced: issued.data, statusListId: '1', statusListIndex: 12, holderName: 'Lena Ortiz-Kim', reissuedAt: '2026-12-01T10:00:00.000Z' },
    };
    const replacementIssued: CertificateEvent = {
      type: 'CertificateIssued',
      data: { ...issued.data, certificateId: replacementId, statusListIndex: 12, supersedes: certificateId },
    };
    given()
      .when(reissue)
      .then([
        replacementIssued,
        {
          type: 'CertificateHolderNameVisibilityChanged',
          data: { certificateId: replacementId, learnerId: 'lena', showName: true, reissuedAt: '2026-12-01T10:00:00.000Z', holderName: 'Lena Ortiz-Kim' },
        },
      ]);
    given(replacementIssued).when(reissue).then([]);
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
