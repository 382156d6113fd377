import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/** A sentence of the creator's material a drafted block holds or was built from, and where it stands. */
export const DraftSourcePassage = z.object({
  text: z.string().max(5_000),
  file: z.string().max(200),
  page: z.number().int().nullable(),
  paragraph: z.number().int(),
});
export type DraftSourcePassage = z.infer<typeof DraftSourcePassage>;

/** Who drafted it and at what cost: the generation (its credits are spent on the author's account under this id). */
export const AiDraftProvenance = z.object({
  generationId: z.string().min(1).max(100),
  provider: z.string().min(1).max(100),
  model: z.string().min(1).max(200),
  task: z.enum(['lesson_creation', 'quiz_generation']),
  creditsSpent: z.number().int().min(0),
  /** When the author took the draft into the course. */
  acceptedAt: z.iso.datetime(),
});
export type AiDraftProvenance = z.infer<typeof AiDraftProvenance>;

/**
 * Which lesson's blocks, or which quiz's items, a draft went into. A block has no id of its own, so each drafted
 * piece is named by the fingerprint of its content: an edit changes the content, so the piece is no longer the
 * model's, and its mark goes while this event keeps its history.
 */
export const AiDraftTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lesson'), lessonId: EntityId }),
  z.object({ kind: z.literal('quiz'), quizId: EntityId }),
]);
export type AiDraftTarget = z.infer<typeof AiDraftTarget>;

export const AiDraftedPiece = z.object({
  fingerprint: z.string().min(1).max(100),
  sources: z.array(DraftSourcePassage).max(50),
  /** The sentences or answers the grounding check found no support for: they hold publishing until reviewed. */
  unsupported: z.array(z.string().max(5_000)).max(50),
});
export type AiDraftedPiece = z.infer<typeof AiDraftedPiece>;

/**
 * An author took an AI draft into a lesson or a quiz. Appended with the `LessonEdited` or `QuizAdded` that carries
 * the content, so the course's log says which blocks a model wrote, from which passages, and for how many credits.
 */
export const AiDraftAccepted = defineEvent({
  type: 'AiDraftAccepted',
  schema: z.object({ courseId: EntityId, target: AiDraftTarget, provenance: AiDraftProvenance, pieces: z.array(AiDraftedPiece).min(1).max(200) }),
});

/** A person read a drafted piece the grounding check flagged and vouches for it: it no longer holds publishing. */
export const AiDraftReviewed = defineEvent({
  type: 'AiDraftReviewed',
  schema: z.object({ courseId: EntityId, target: AiDraftTarget, fingerprint: z.string().min(1).max(100) }),
});

export const aiDraftEvents = [AiDraftAccepted, AiDraftReviewed] as const;
