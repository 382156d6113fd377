import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/**
 * An uploaded file of a course's material. The bytes live in file storage under `storageKey`; the log keeps what
 * they are and a SHA-256, so a download can be checked and a retried upload recognised. File names are chosen by
 * creators for their learners and are not personal data.
 */
export const MaterialUploaded = defineEvent({
  type: 'MaterialUploaded',
  schema: z.object({
    materialId: EntityId,
    ownerId: EntityId,
    /** The course it was uploaded for; null for a creator's own library. */
    courseId: EntityId.nullable(),
    fileName: z.string().min(1).max(200),
    contentType: z.string().min(1).max(100),
    sizeBytes: z.number().int().min(1),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    storageKey: z.string().min(1).max(300),
  }),
});

/** Learners enrolled in the course may download the material once it is attached to one of its lessons. */
export const MaterialAttached = defineEvent({
  type: 'MaterialAttached',
  schema: z.object({ materialId: EntityId, courseId: EntityId, lessonId: EntityId }),
});

export const MaterialDetached = defineEvent({
  type: 'MaterialDetached',
  schema: z.object({ materialId: EntityId, courseId: EntityId, lessonId: EntityId }),
});

/** The stream's last event: the bytes are removed from storage after it is appended. */
export const MaterialDeleted = defineEvent({
  type: 'MaterialDeleted',
  schema: z.object({ materialId: EntityId }),
});

export const materialEvents = [MaterialUploaded, MaterialAttached, MaterialDetached, MaterialDeleted] as const;
