import { EntityId as Id, masteryLevels } from '@pathwise/event-schemas';
import { z } from 'zod';

/**
 * Certificates over the wire: what a course asks of a learner before it certifies them, the holder's list, the
 * public record anyone may look up, and the verifier's answer. The signed credential itself travels as the
 * Open Badges 3.0 JSON it is (`application/vc+ld+json`), not through these schemas.
 */

/**
 * A certificate's id: the UUID its CertificateIssued event was given (the same for the same learner and course; a
 * certificate reissued under a new name has one derived from the id it replaces).
 */
export const CertificateParams = z.object({ certificateId: Id }).strict();
export const CourseCertificateCriteriaParams = z.object({ courseId: Id }).strict();

export const CertificateMasteryRequirement = z
  .object({
    skillId: Id,
    /** The least level of the adaptive engine that counts. */
    level: z.enum(['familiar', 'proficient', 'mastered']),
  })
  .strict();
export type CertificateMasteryRequirement = z.infer<typeof CertificateMasteryRequirement>;

/**
 * What a course asks before it certifies a learner: every required lesson finished, every quiz passed at the score,
 * and each chosen skill at its level. A course whose creator never set them certifies on finishing every lesson.
 */
export const CertificateCriteria = z
  .object({
    /** Off: the course issues no certificate. */
    enabled: z.boolean(),
    /** The lessons to finish; empty means every lesson of the course. */
    requiredLessonIds: z.array(Id).max(500),
    /** The least score, in percent, on each of the course's quizzes; null when quizzes do not count. */
    minimumQuizScorePercent: z.number().int().min(1).max(100).nullable(),
    masteryRequirements: z.array(CertificateMasteryRequirement).max(50),
  })
  .strict();
export type CertificateCriteria = z.infer<typeof CertificateCriteria>;

export const CertificateCriteriaResponse = z.object({
  courseId: z.string(),
  criteria: CertificateCriteria,
  /** When the creator last changed them; null while they are the defaults. Issued certificates keep the old ones. */
  updatedAt: z.string().nullable(),
  /** The course's lessons and the adaptive engine's skills it teaches, so the editor can offer them by name. */
  lessons: z.array(z.object({ lessonId: z.string(), title: z.string() })),
  skills: z.array(z.object({ skillId: z.string(), name: z.string() })),
});
export type CertificateCriteriaResponse = z.infer<typeof CertificateCriteriaResponse>;

export const certificateStatuses = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

export const revocationReasons = ['issued_in_error', 'misconduct', 'superseded', 'other'] as const;
export type RevocationReason = (typeof revocationReasons)[number];

export const CertifiedSkill = z.object({ skillId: z.string(), name: z.string(), level: z.enum(masteryLevels) });
export type CertifiedSkill = z.infer<typeof CertifiedSkill>;

/** A certificate as anyone may look it up: the holder's name only when the holder shows it. */
export const PublicCertificate = z.object({
  certificateId: z.string(),
  status: z.enum(certificateStatuses),
  /** When and why it was revoked; null while valid. */
  revokedAt: z.string().nullable(),
  revocationReason: z.enum(revocationReasons).nullable(),
  holderName: z.string().nullable(),
  course: z.object({ courseId: z.string(), title: z.string(), description: z.string() }),
  issuer: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  issuedAt: z.string(),
  skills: z.array(CertifiedSkill),
  /** The public page that verifies it, the signed credential, and the PDF. */
  verifyUrl: z.string(),
  credentialUrl: z.string(),
  /** The certificate this one was reissued in place of, under the holder's new name; null for a first issue. */
  supersedes: z.string().nullable(),
  /** The certificate reissued in place of this one (which is then revoked as superseded); null otherwise. */
  supersededBy: z.string().nullable(),
});
export type PublicCertificate = z.infer<typeof PublicCertificate>;

/** One of the holder's own certificates: the public record and the holder's choices about it. */
export const MyCertificate = PublicCertificate.extend({
  showName: z.boolean(),
  /**
   * The certificate shows a name the holder no longer goes by (they changed their display name since it was signed):
   * they may reissue it under the new one.
   */
  nameOutdated: z.boolean(),
  pdfUrl: z.string(),
  /** LinkedIn's add-to-profile address, filled with the certificate's name, issuer, date, id and verify URL. */
  linkedInUrl: z.string(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

export const MyCertificatesResponse = z.object({ certificates: z.array(MyCertificate) });
export type MyCertificatesResponse = z.infer<typeof MyCertificatesResponse>;

/** The holder shows or hides their name: shown, the credential is reissued with it. */
export const CertificatePrivacyRequest = z.object({ showName: z.boolean() }).strict();
export type CertificatePrivacyRequest = z.infer<typeof CertificatePrivacyRequest>;

export const RevokeCertificateRequest = z
  .object({
    reason: z.enum(revocationReasons),
    /** Said to the holder and kept in the audit trail. */
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export type RevokeCertificateRequest = z.infer<typeof RevokeCertificateRequest>;

/** One certificate a course issued, as its creator and co-authors list them: who holds it and how it stands. */
export const CourseCertificate = z.object({
  certificateId: z.string(),
  /** The holder's name on their account (null once the account is erased), whatever the public page shows. */
  holderName: z.string().nullable(),
  issuedAt: z.string(),
  status: z.enum(certificateStatuses),
  revokedAt: z.string().nullable(),
  revocationReason: z.enum(revocationReasons).nullable(),
});
export type CourseCertificate = z.infer<typeof CourseCertificate>;

export const CourseCertificatesResponse = z.object({
  courseId: z.string(),
  /** Whether the reader may revoke them: the course's creator and admins, not its co-authors. */
  canRevoke: z.boolean(),
  certificates: z.array(CourseCertificate),
});
export type CourseCertificatesResponse = z.infer<typeof CourseCertificatesResponse>;

/** Anyone's credential to check: the JSON of a signed OpenBadgeCredential (at most 64 KiB of it). */
export const VerifyCredentialRequest = z.object({ credential: z.record(z.string(), z.unknown()) }).strict();
export type VerifyCredentialRequest = z.infer<typeof VerifyCredentialRequest>;

export const credentialCheckFailures = [
  'malformed',
  'unknown_issuer',
  'bad_signature',
  'status_list_unavailable',
  'revoked',
] as const;
export type CredentialCheckFailure = (typeof credentialCheckFailures)[number];

/**
 * The verifier's answer: `verified` only when the proof holds for the issuer's key and the status list does not
 * revoke it; otherwise the first check that failed and words for a person.
 */
export const VerifyCredentialResponse = z.object({
  verified: z.boolean(),
  checks: z.object({ signature: z.boolean(), status: z.enum([...certificateStatuses, 'unknown']) }),
  failure: z.enum(credentialCheckFailures).nullable(),
  /** The reason in words, in the request's language; null when verified. */
  reason: z.string().nullable(),
  certificateId: z.string().nullable(),
});
export type VerifyCredentialResponse = z.infer<typeof VerifyCredentialResponse>;

/** The issuer as a verifier in a browser needs it: its profile and the public key that signs (a Multikey). */
export const CertificateIssuerResponse = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  verificationMethod: z.object({
    id: z.string(),
    type: z.literal('Multikey'),
    controller: z.string(),
    publicKeyMultibase: z.string(),
  }),
});
export type CertificateIssuerResponse = z.infer<typeof CertificateIssuerResponse>;
