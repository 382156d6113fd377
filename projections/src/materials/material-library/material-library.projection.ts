import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const MATERIALS = 'materials_v1';
export const MATERIAL_ATTACHMENTS = 'material_attachments_v1';

/**
 * Which materials each person and each course has, and the lessons they are attached to. Deleted materials leave
 * both tables. Events are applied one by one in log order: uploads are rare, and an attach may follow its upload
 * in the same page.
 */
export const materialLibraryProjection: Projection<PathwiseEvent> = {
  name: 'materials',
  version: 1,
  eventTypes: ['MaterialUploaded', 'MaterialAttached', 'MaterialDetached', 'MaterialDeleted'],
  tables: [MATERIALS, MATERIAL_ATTACHMENTS],
  async createTables(db: Executor, schema: string) {
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, MATERIALS)} (
        material_id text PRIMARY KEY,
        owner_id text NOT NULL,
        course_id text,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes bigint NOT NULL,
        sha256 text NOT NULL,
        uploaded_at timestamptz NOT NULL
      )
    `.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS materials_v1_owner ON ${sql.id(schema, MATERIALS)} (owner_id, uploaded_at DESC)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS materials_v1_course ON ${sql.id(schema, MATERIALS)} (course_id, uploaded_at DESC)`.execute(db);
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, MATERIAL_ATTACHMENTS)} (
        material_id text NOT NULL,
        course_id text NOT NULL,
        lesson_id text NOT NULL,
        attached_at timestamptz NOT NULL,
        PRIMARY KEY (material_id, course_id, lesson_id)
      )
    `.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS material_attachments_v1_course ON ${sql.id(schema, MATERIAL_ATTACHMENTS)} (course_id, lesson_id)`.execute(db);
  },
  async apply(events, { transaction, schema }) {
    const materials = sql.id(schema, MATERIALS);
    const attachments = sql.id(schema, MATERIAL_ATTACHMENTS);
    for (const event of events) {
      switch (event.type) {
        case 'MaterialUploaded': {
          const { materialId, ownerId, courseId, fileName, contentType, sizeBytes, sha256 } = event.data;
          await sql`
            INSERT INTO ${materials} VALUES (
              ${materialId}, ${ownerId}, ${courseId}, ${fileName}, ${contentType}, ${sizeBytes}, ${sha256}, ${event.recordedAt.toISOString()}
            ) ON CONFLICT (material_id) DO NOTHING
          `.execute(transaction);
          break;
        }
        case 'MaterialAttached':
          await sql`
            INSERT INTO ${attachments} VALUES (${event.data.materialId}, ${event.data.courseId}, ${event.data.lessonId}, ${event.recordedAt.toISOString()})
            ON CONFLICT DO NOTHING
          `.execute(transaction);
          break;
        case 'MaterialDetached':
          await sql`
            DELETE FROM ${attachments}
            WHERE material_id = ${event.data.materialId} AND course_id = ${event.data.courseId} AND lesson_id = ${event.data.lessonId}
          `.execute(transaction);
          break;
        case 'MaterialDeleted':
          await sql`DELETE FROM ${attachments} WHERE material_id = ${event.data.materialId}`.execute(transaction);
          await sql`DELETE FROM ${materials} WHERE material_id = ${event.data.materialId}`.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
