import type { Executor } from '@pathwise/event-store';
import { sql, type RawBuilder } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { MATERIAL_ATTACHMENTS, MATERIALS } from './material-library.projection.js';

export interface MaterialSummary {
  readonly materialId: string;
  readonly ownerId: string;
  readonly courseId: string | null;
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly uploadedAt: Date;
  readonly attachments: readonly { readonly courseId: string; readonly lessonId: string }[];
}

interface MaterialRow {
  material_id: string;
  owner_id: string;
  course_id: string | null;
  file_name: string;
  content_type: string;
  size_bytes: string | number;
  sha256: string;
  uploaded_at: Date | string;
  attachments: { courseId: string; lessonId: string }[] | string;
}

/** Newest first, at most `limit`, each with the lessons it is attached to (in course, lesson order). */
async function listWhere(db: Executor, where: RawBuilder<unknown>, limit: number, schema: string): Promise<MaterialSummary[]> {
  const materials = sql.id(schema, MATERIALS);
  const attachments = sql.id(schema, MATERIAL_ATTACHMENTS);
  const { rows } = await sql<MaterialRow>`
    SELECT m.*, coalesce((
      SELECT jsonb_agg(jsonb_build_object('courseId', a.course_id, 'lessonId', a.lesson_id) ORDER BY a.course_id, a.lesson_id)
      FROM ${attachments} a WHERE a.material_id = m.material_id
    ), '[]'::jsonb) AS attachments
    FROM ${materials} m
    WHERE ${where}
    ORDER BY m.uploaded_at DESC, m.material_id
    LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => ({
    materialId: row.material_id,
    ownerId: row.owner_id,
    courseId: row.course_id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    uploadedAt: new Date(row.uploaded_at),
    attachments: typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as MaterialSummary['attachments']) : row.attachments,
  }));
}

/** The materials one person uploaded. */
export function listMaterialsOfOwner(db: Executor, ownerId: string, options: { limit?: number; schema?: string } = {}) {
  return listWhere(db, sql`m.owner_id = ${ownerId}`, options.limit ?? 500, options.schema ?? LIVE_SCHEMA);
}

/** A course's materials: those uploaded for it and those attached to its lessons. */
export function listMaterialsOfCourse(db: Executor, courseId: string, options: { limit?: number; schema?: string } = {}) {
  const schema = options.schema ?? LIVE_SCHEMA;
  const attached = sql`m.material_id IN (SELECT material_id FROM ${sql.id(schema, MATERIAL_ATTACHMENTS)} WHERE course_id = ${courseId})`;
  return listWhere(db, sql`(m.course_id = ${courseId} OR ${attached})`, options.limit ?? 500, schema);
}
