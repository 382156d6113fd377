import { AiDraftTarget, DraftSourcePassage } from '@pathwise/event-schemas';
import { z } from 'zod';

/** A block or question that stands as a model drafted it: who drafted it, from which passages, and what is flagged. */
export const AiDraftMark = z.object({
  target: AiDraftTarget,
  /** Its place in the lesson's blocks or the quiz's items. */
  index: z.number().int(),
  provenance: z.object({
    generationId: z.string(),
    provider: z.string(),
    model: z.string(),
    task: z.enum(['lesson_creation', 'quiz_generation']),
    creditsSpent: z.number().int(),
    acceptedAt: z.iso.datetime(),
  }),
  sources: z.array(DraftSourcePassage),
  unsupported: z.array(z.string()),
  reviewed: z.boolean(),
});
export type AiDraftMark = z.infer<typeof AiDraftMark>;
