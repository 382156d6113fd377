import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const ISSUED_CERTIFICATES = 'issued_certificates_v2';
export const CERTIFICATE_CRITERIA = 'certificate_criteria_v2';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, ISSUED_CERTIFICATES)} (
      certificate_id text PRIMARY KEY,
      learner_id text NOT NULL,
      course_id text NOT NULL,
      course_version integer NOT NULL,
      course_title text NOT NULL,
      course_description text NOT NULL,
      criteria_narrative text NOT NULL,
      skills jsonb NOT NULL,
      status_list_id text NOT NULL,
      status_list_index integer NOT NULL,
      issued_at timestamptz NOT NULL,
      recipient_identity_hash text,
      recipient_salt text,
      show_name boolean NOT NULL DEFAULT false,
      signed_name text,
      signed_at timestamptz NOT NULL,
      supersedes text,
      revoked_at timestamptz,
      revocation_reason text,
      revoked_by text,
      revocation_note text,
      superseded_by text
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS issued_certificates_v2_learner ON ${sql.id(schema, ISSUED_CERTIFICATES)} (learner_id, issued_at)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS issued_certificates_v2_course ON ${sql.id(schema, ISSUED_CERTIFICATES)} (course_id, issued_at)`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS issued_certificates_v2_revoked ON ${sql.id(schema, ISSUED_CERTIFICATES)} (status_list_id, status_list_index)
    WHERE revoked_at IS NOT NULL
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, CERTIFICATE_CRITERIA)} (
      course_id text PRIMARY KEY,
      criteria jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
}

/**
 * Certificates as their holder lists them and anyone looks them up, the revoked indexes of each status list, and each
 * course's criteria. A revocation sets the row's revoked_at in the same page it is read, so the status list a
 * verifier fetches next says revoked. Version 2 keeps the name each credential is signed with (personal data, opened
 * from the vault; null once erased and rebuilt) and which certificate a reissue replaced.
 */
export const issuedCertificatesProjection: Projection<PathwiseEvent> = {
  name: 'issued-certificates',
  version: 2,
  eventTypes: ['CertificateIssued', 'CertificateRevoked', 'CertificateHolderNameVisibilityChanged', 'CertificateCriteriaSet'],
  tables: [ISSUED_CERTIFICATES, CERTIFICATE_CRITERIA],
  createTables,
  async apply(events, { transaction, schema }) {
    const certificates = sql.id(schema, ISSUED_CERTIFICATES);
    for (const event of events) {
      switch (event.type) {
        case 'CertificateIssued': {
          const data = event.data;
          await sql`
            INSERT INTO ${certificates} (certificate_id, learner_id, course_id, course_version, course_title, course_description,
              criteria_narrative, skills, status_list_id, status_list_index, issued_at, recipient_identity_hash, recipient_salt, signed_at, supersedes)
            VALUES (${data.certificateId}, ${data.learnerId}, ${data.courseId}, ${data.courseVersion}, ${data.courseTitle}, ${data.courseDescription},
              ${data.criteriaNarrative}, ${JSON.stringify(data.skills)}::jsonb, ${data.statusListId}, ${data.statusListIndex}, ${data.issuedAt},
              ${data.recipientIdentityHash}, ${data.recipientSalt}, ${data.issuedAt}, ${data.supersedes ?? null})
            ON CONFLICT (certificate_id) DO NOTHING
          `.execute(transaction);
          break;
        }
        case 'CertificateRevoked': {
          const { certificateId, revokedAt, reason, revokedBy, note, supersededBy } = event.data;
          await sql`
            UPDATE ${certificates} SET revoked_at = ${revokedAt}, revocation_reason = ${reason}, revoked_by = ${revokedBy}, revocation_note = ${note},
              superseded_by = ${supersededBy ?? null}
            WHERE certificate_id = ${certificateId}
          `.execute(transaction);
          break;
        }
        case 'CertificateHolderNameVisibilityChanged': {
          const { certificateId, showName, reissuedAt, holderName } = event.data;
          const signedName = showName ? (holderName ?? null) : null;
          await sql`
            UPDATE ${certificates} SET show_name = ${showName}, signed_name = ${signedName}, signed_at = ${reissuedAt} WHERE certificate_id = ${certificateId}
          `.execute(transaction);
          break;
        }
        case 'CertificateCriteriaSet': {
          const { courseId, criteria } = event.data;
          await sql`
            INSERT INTO ${sql.id(schema, CERTIFICATE_CRITERIA)} (course_id, criteria, updated_at)
            VALUES (${courseId}, ${JSON.stringify(criteria)}::jsonb, ${event.recordedAt})
            ON CONFLICT (course_id) DO UPDATE SET criteria = EXCLUDED.criteria, updated_at = EXCLUDED.updated_at
          `.execute(transaction);
          break;
        }
        default:
          break;
      }
    }
  },
};
