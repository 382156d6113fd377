import type { CertificateCriteriaValue, MasteryLevel } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { CERTIFICATE_CRITERIA, ISSUED_CERTIFICATES } from './issued-certificates.projection.js';

export interface IssuedCertificateRecord {
  readonly certificateId: string;
  readonly learnerId: string;
  readonly courseId: string;
  readonly courseVersion: number;
  readonly courseTitle: string;
  readonly courseDescription: string;
  readonly criteriaNarrative: string;
  readonly skills: readonly { readonly skillId: string; readonly name: string; readonly level: MasteryLevel }[];
  readonly statusListId: string;
  readonly statusListIndex: number;
  readonly issuedAt: Date;
  readonly recipientIdentityHash: string | null;
  readonly recipientSalt: string | null;
  readonly showName: boolean;
  /** The name the credential is signed with while shown; null when hidden, or shown before names were recorded. */
  readonly signedName: string | null;
  /** When the credential as served now was signed: the issue, or the holder's last name choice. */
  readonly signedAt: Date;
  /** The certificate this one was reissued in place of, under a new name. */
  readonly supersedes: string | null;
  readonly revocation: {
    readonly revokedAt: Date;
    readonly reason: string;
    readonly revokedBy: string;
    readonly note: string | null;
    /** The certificate reissued in its place, when its holder had it reissued under a new name. */
    readonly supersededBy: string | null;
  } | null;
}

interface Row {
  certificate_id: string;
  learner_id: string;
  course_id: string;
  course_version: number;
  course_title: string;
  course_description: string;
  criteria_narrative: string;
  skills: IssuedCertificateRecord['skills'] | string;
  status_list_id: string;
  status_list_index: number;
  issued_at: Date;
  recipient_identity_hash: string | null;
  recipient_salt: string | null;
  show_name: boolean;
  signed_name: string | null;
  signed_at: Date;
  supersedes: string | null;
  revoked_at: Date | null;
  revocation_reason: string | null;
  revoked_by: string | null;
  revocation_note: string | null;
  superseded_by: string | null;
}

const recordOf = (row: Row): IssuedCertificateRecord => ({
  certificateId: row.certificate_id,
  learnerId: row.learner_id,
  courseId: row.course_id,
  courseVersion: row.course_version,
  courseTitle: row.course_title,
  courseDescription: row.course_description,
  criteriaNarrative: row.criteria_narrative,
  skills: typeof row.skills === 'string' ? (JSON.parse(row.skills) as IssuedCertificateRecord['skills']) : row.skills,
  statusListId: row.status_list_id,
  statusListIndex: row.status_list_index,
  issuedAt: new Date(row.issued_at),
  recipientIdentityHash: row.recipient_identity_hash,
  recipientSalt: row.recipient_salt,
  showName: row.show_name,
  signedName: row.signed_name,
  signedAt: new Date(row.signed_at),
  supersedes: row.supersedes,
  revocation:
    row.revoked_at === null
      ? null
      : {
          revokedAt: new Date(row.revoked_at),
          reason: row.revocation_reason ?? 'other',
          revokedBy: row.revoked_by ?? '',
          note: row.revocation_note,
          supersededBy: row.superseded_by,
        },
});

export async function getIssuedCertificate(db: Executor, certificateId: string, schema = LIVE_SCHEMA): Promise<IssuedCertificateRecord | null> {
  const { rows } = await sql<Row>`SELECT * FROM ${sql.id(schema, ISSUED_CERTIFICATES)} WHERE certificate_id = ${certificateId}`.execute(db);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** A holder's certificates, newest first; a reissue (dated as the one it replaced) before the one it replaced. */
export async function certificatesOfHolder(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<IssuedCertificateRecord[]> {
  const { rows } = await sql<Row>`
    SELECT * FROM ${sql.id(schema, ISSUED_CERTIFICATES)} WHERE learner_id = ${learnerId} ORDER BY issued_at DESC, signed_at DESC, certificate_id
  `.execute(db);
  return rows.map(recordOf);
}

/** The certificates a course issued, newest first: what its creator may revoke. */
export async function certificatesOfCourse(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<IssuedCertificateRecord[]> {
  const { rows } = await sql<Row>`
    SELECT * FROM ${sql.id(schema, ISSUED_CERTIFICATES)} WHERE course_id = ${courseId} ORDER BY issued_at DESC, signed_at DESC, certificate_id
  `.execute(db);
  return rows.map(recordOf);
}

export interface StatusListState {
  readonly revokedIndexes: readonly number[];
  /** The latest revocation in the list, or null while none is revoked: when the list as it stands was made. */
  readonly changedAt: Date | null;
  /** Whether any certificate has an index in the list: an unknown list is not published. */
  readonly exists: boolean;
}

export async function statusListState(db: Executor, statusListId: string, schema = LIVE_SCHEMA): Promise<StatusListState> {
  const table = sql.id(schema, ISSUED_CERTIFICATES);
  const { rows } = await sql<{ status_list_index: number; revoked_at: Date }>`
    SELECT status_list_index, revoked_at FROM ${table} WHERE status_list_id = ${statusListId} AND revoked_at IS NOT NULL
  `.execute(db);
  const { rows: any } = await sql<{ one: number }>`SELECT 1 AS one FROM ${table} WHERE status_list_id = ${statusListId} LIMIT 1`.execute(db);
  const changedAt = rows.reduce<Date | null>((latest, row) => {
    const at = new Date(row.revoked_at);
    return latest === null || at > latest ? at : latest;
  }, null);
  return { revokedIndexes: rows.map((row) => row.status_list_index), changedAt, exists: any.length > 0 };
}

export interface CertificateCriteriaRecord {
  readonly criteria: CertificateCriteriaValue;
  readonly updatedAt: Date;
}

export async function getCertificateCriteria(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<CertificateCriteriaRecord | null> {
  const { rows } = await sql<{ criteria: CertificateCriteriaValue | string; updated_at: Date }>`
    SELECT criteria, updated_at FROM ${sql.id(schema, CERTIFICATE_CRITERIA)} WHERE course_id = ${courseId}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  return { criteria: typeof row.criteria === 'string' ? (JSON.parse(row.criteria) as CertificateCriteriaValue) : row.criteria, updatedAt: new Date(row.updated_at) };
}
