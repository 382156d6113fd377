import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';

export const CourseAssistantParams = z.object({ courseId: EntityId });

/** POST /api/courses/{courseId}/assistant: a learner's question about the course. */
export const AskCourseAssistantRequest = z
  .object({ question: z.string().trim().min(3, 'Ask a question of a few words').max(500, 'At most 500 characters') })
  .strict();
export type AskCourseAssistantRequest = z.input<typeof AskCourseAssistantRequest>;

/** A lesson of the course an answer rests on, with the sentence it quotes. */
export const CourseAssistantCitation = z.object({
  lessonId: z.string(),
  lessonTitle: z.string(),
  moduleTitle: z.string(),
  quote: z.string(),
});
export type CourseAssistantCitation = z.infer<typeof CourseAssistantCitation>;

/**
 * The answer, built from the course's own lessons. `covered` is false when no passage of the course supports an
 * answer: `answer` then says so in the reader's language, and nothing is cited.
 */
export const CourseAssistantAnswer = z.object({
  courseId: z.string(),
  question: z.string(),
  covered: z.boolean(),
  answer: z.string(),
  citations: z.array(CourseAssistantCitation),
  /** Sentences of a model's answer that no sentence of the course supports (always empty for the built-in answer). */
  unsupported: z.array(z.string()),
  provider: z.string(),
  model: z.string(),
  creditsSpent: z.number().int().min(0),
});
export type CourseAssistantAnswer = z.infer<typeof CourseAssistantAnswer>;
