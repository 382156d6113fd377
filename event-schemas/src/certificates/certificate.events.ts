import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';
import { masteryLevels } from '../adaptive/mastery.events.js';

/**
 * One certificate: `certificate-<certificateId>`. A first issue's id is derived from learner and course, so one per
 * pair; a certificate reissued under a new name takes an id derived from the one it replaces.
 */
export const certificateStreamId = (certificateId: string): string => streamId('certificate', certificateId);

/** A course's certificate criteria as its creator set them: `certificatecriteria-<courseId>`. */
export const certificateCriteriaStreamId = (courseId: string): string => streamId('certificatecriteria', courseId);

/** Who holds which index of one Bitstring Status List: `certificatestatuslist-<listId>`; the n-th event holds index n - 1. */
export const certificateStatusListStreamId = (listId: string): string => streamId('certificatestatuslist', listId);

export const certifiableMasteryLevels = ['familiar', 'proficient', 'mastered'] as const;

export const CertificateCriteriaValue = z.object({
  enabled: z.boolean(),
  /** Empty: every lesson of the course's published version. */
  requiredLessonIds: z.array(EntityId).max(500),
  /** Null: quizzes do not count. */
  minimumQuizScorePercent: z.number().int().min(1).max(100).nullable(),
  masteryRequirements: z.array(z.object({ skillId: EntityId, level: z.enum(certifiableMasteryLevels) })).max(50),
});
export type CertificateCriteriaValue = z.infer<typeof CertificateCriteriaValue>;

/** The course's creator or a co-author set what a learner must do to be certified; certificates already issued keep theirs. */
export const CertificateCriteriaSet = defineEvent({
  type: 'CertificateCriteriaSet',
  schema: z.object({ courseId: EntityId, criteria: CertificateCriteriaValue, setBy: EntityId }),
});

/**
 * A learner met a course's criteria. Everything the credential states is frozen here at issue (the course's name and
 * description, the criteria in words, the skills with their levels), so later edits never change a certificate. The
 * recipient's email hash and its salt are personal data, sealed in the vault under the learner; the name is never here.
 */
export const CertificateIssued = defineEvent({
  type: 'CertificateIssued',
  schema: z.object({
    certificateId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    courseVersion: z.number().int().min(1),
    courseTitle: z.string().max(200),
    courseDescription: z.string().max(5_000),
    criteriaNarrative: z.string().max(2_000),
    skills: z.array(z.object({ skillId: EntityId, name: z.string().max(120), level: z.enum(masteryLevels) })).max(100),
    statusListId: EntityId,
    statusListIndex: z.number().int().min(0),
    issuedAt: z.iso.datetime(),
    /** `sha256$` and the hex digest of the lower-cased email followed by the salt (Open Badges' IdentityHash). */
    recipientIdentityHash: z.string().max(100).nullable(),
    recipientSalt: z.string().max(64).nullable(),
    /** The certificate this one replaces, when the holder had it reissued under a new name; absent on a first issue. */
    supersedes: EntityId.optional(),
  }),
  personalData: { subjectField: 'learnerId', fields: ['recipientIdentityHash', 'recipientSalt'] },
});

export const revocationReasonValues = ['issued_in_error', 'misconduct', 'superseded', 'other'] as const;

/**
 * An admin or the course's creator revoked the certificate, or its holder had it reissued under a new name (then
 * `superseded`, naming the replacement): its status list bit is set from now on. Audited.
 */
export const CertificateRevoked = defineEvent({
  type: 'CertificateRevoked',
  schema: z.object({
    certificateId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    revokedBy: EntityId,
    /** Whether the one revoking did so as an admin, as the course's creator, or as the holder replacing it. */
    revokedAs: z.enum(['admin', 'course_creator', 'holder']),
    reason: z.enum(revocationReasonValues),
    note: z.string().max(500).nullable(),
    revokedAt: z.iso.datetime(),
    /** The certificate reissued in its place; only on a holder's reissue. */
    supersededBy: EntityId.optional(),
  }),
});

/**
 * The holder showed or hid their name: the credential is signed again (same id, same status index) at `reissuedAt`,
 * with the name in it or without. Shown, `holderName` is the name it is signed with from now on, sealed in the vault
 * under the holder; events recorded before names were kept have none (the account's current name is shown then), and
 * an erased holder's reads as null.
 */
export const CertificateHolderNameVisibilityChanged = defineEvent({
  type: 'CertificateHolderNameVisibilityChanged',
  schema: z.object({
    certificateId: EntityId,
    learnerId: EntityId,
    showName: z.boolean(),
    reissuedAt: z.iso.datetime(),
    holderName: z.string().max(80).nullable().optional(),
  }),
  personalData: { subjectField: 'learnerId', fields: ['holderName'] },
});

/** The next free index of a status list went to a certificate (appended in the same transaction as its CertificateIssued). */
export const CertificateStatusIndexAssigned = defineEvent({
  type: 'CertificateStatusIndexAssigned',
  schema: z.object({ statusListId: EntityId, statusListIndex: z.number().int().min(0), certificateId: EntityId }),
});

export const certificateEvents = [
  CertificateCriteriaSet,
  CertificateIssued,
  CertificateRevoked,
  CertificateHolderNameVisibilityChanged,
  CertificateStatusIndexAssigned,
] as const;
