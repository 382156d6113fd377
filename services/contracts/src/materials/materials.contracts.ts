import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';

/** The kinds of file course materials may be, each with the file name endings it may carry. */
export const materialFileTypes = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'text/plain': ['.txt'],
  'text/markdown': ['.md', '.markdown'],
  'text/csv': ['.csv'],
  'application/zip': ['.zip'],
  'audio/mpeg': ['.mp3'],
  'video/mp4': ['.mp4', '.m4v'],
} as const satisfies Record<string, readonly string[]>;
export type MaterialFileType = keyof typeof materialFileTypes;

/** The default upload limit; a deployment may change it (MATERIAL_MAX_SIZE), and the list response says which holds. */
export const MATERIAL_DEFAULT_MAX_BYTES = 25 * 1024 * 1024;

/** POST /api/materials?fileName=...&courseId=...: the body is the file itself. */
export const UploadMaterialQuery = z
  .object({
    fileName: z.string().trim().min(1, 'Name the file').max(255),
    /** The course the material is for; without it, the material is the uploader's own. */
    courseId: EntityId.optional(),
    /** Chosen by the client to make a retried upload safe: the same id with the same bytes answers 200. */
    materialId: z.uuid().optional(),
  })
  .strict();
export type UploadMaterialQuery = z.input<typeof UploadMaterialQuery>;

export const MaterialAttachment = z.object({ courseId: EntityId, lessonId: EntityId });
export type MaterialAttachment = z.infer<typeof MaterialAttachment>;

export const Material = z.object({
  materialId: z.string(),
  ownerId: z.string(),
  courseId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.iso.datetime(),
  attachments: z.array(MaterialAttachment),
  /** Where the signed-in user downloads it (the same access rules apply there). */
  downloadUrl: z.string(),
});
export type Material = z.infer<typeof Material>;

/** Without courseId: the signed-in user's own materials; with it: a course's materials, for its staff. */
export const MaterialListQuery = z.object({ courseId: EntityId.optional() }).strict();

export const MaterialUploadLimits = z.object({
  maxBytes: z.number().int(),
  contentTypes: z.array(z.string()),
  extensions: z.array(z.string()),
});
export type MaterialUploadLimits = z.infer<typeof MaterialUploadLimits>;

export const MaterialListResponse = z.object({ materials: z.array(Material), limits: MaterialUploadLimits });
export type MaterialListResponse = z.infer<typeof MaterialListResponse>;

export const AttachMaterialRequest = z.object({ courseId: EntityId, lessonId: EntityId }).strict();
export type AttachMaterialRequest = z.input<typeof AttachMaterialRequest>;
