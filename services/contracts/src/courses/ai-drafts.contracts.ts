import { DraftSourcePassage, EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { EditLessonRequest, EditQuizRequest } from './courses.contracts.js';

const Versioned = { expectedVersion: z.number().int().min(0) };
const DraftedSources = z.array(DraftSourcePassage.strict()).max(50);
/** The sentences the grounding check found nothing in the material for. */
const UnsupportedClaims = z.array(z.string().max(5_000)).max(50);

/** The generation the draft came from, as `POST /api/ai/generate` answered it. */
const DraftGeneration = z.object({
  generationId: z.string().min(1).max(100),
  provider: z.string().min(1).max(100),
  model: z.string().min(1).max(200),
  creditsSpent: z.number().int().min(0),
});

/**
 * An AI draft the author accepts, as previewed: into the lesson (its blocks go after the lesson's own) or as a new
 * quiz for the lesson, each block or item with the passages it rests on and the claims nothing supports.
 */
export const AcceptAiDraftRequest = z.discriminatedUnion('into', [
  z
    .object({
      into: z.literal('lesson'),
      generation: DraftGeneration.extend({ taskType: z.literal('lesson_creation') }).strict(),
      blocks: z.array(z.object({ block: EditLessonRequest.shape.blocks.element, sources: DraftedSources, unsupported: UnsupportedClaims }).strict()).min(1).max(200),
      ...Versioned,
    })
    .strict(),
  z
    .object({
      into: z.literal('quiz'),
      quizId: EntityId,
      title: z.string().trim().min(1).max(120),
      generation: DraftGeneration.extend({ taskType: z.literal('quiz_generation') }).strict(),
      items: z.array(z.object({ item: EditQuizRequest.shape.items.element, sources: DraftedSources, unsupported: UnsupportedClaims }).strict()).min(1).max(100),
      ...Versioned,
    })
    .strict(),
]);
export type AcceptAiDraftRequest = z.input<typeof AcceptAiDraftRequest>;

/** A person vouches for the AI-drafted block (of a lesson) or question (of a quiz) at `index`. */
const StrictTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lesson'), lessonId: EntityId }).strict(),
  z.object({ kind: z.literal('quiz'), quizId: EntityId }).strict(),
]);

export const ReviewAiDraftRequest = z.object({ target: StrictTarget, index: z.number().int().min(0).max(200), ...Versioned }).strict();
export type ReviewAiDraftRequest = z.input<typeof ReviewAiDraftRequest>;
