/** The adaptive placement test (ADR 15): start it for a course, answer item by item, read the outcome. */
import { EntityId, PlacementAbility, PlacementSkillResult, QuizAnswer } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LearnerQuizItem } from '../courses/courses.contracts.js';

/** The client names the test, so a retried start finds the test it already began instead of opening another. */
export const StartPlacementTestRequest = z.object({ testId: EntityId }).strict();
export type StartPlacementTestRequest = z.input<typeof StartPlacementTestRequest>;

export const AnswerPlacementItemRequest = z
  .object({ itemId: EntityId, optionIds: QuizAnswer.shape.optionIds.default([]), text: QuizAnswer.shape.text.default(null) })
  .strict();
export type AnswerPlacementItemRequest = z.input<typeof AnswerPlacementItemRequest>;

export const PlacementTestParams = z.object({ testId: EntityId });

export const PlacementOutcome = z.object({
  stopReason: z.enum(['se-target', 'max-items', 'bank-exhausted']),
  skills: z.array(PlacementSkillResult),
  masteredSkillIds: z.array(z.string()),
  skippedLessonIds: z.array(z.string()),
  completedAt: z.iso.datetime(),
});

/** The test as its learner sees it: the item to answer now (without its key) or, once done, the outcome. */
export const PlacementTestResponse = z.object({
  testId: z.string(),
  courseId: z.string(),
  courseVersion: z.number().int(),
  status: z.enum(['in-progress', 'completed']),
  itemsAnswered: z.number().int(),
  maxItems: z.number().int(),
  ability: PlacementAbility,
  /** Whether the answer just sent was right; null before the first answer. */
  lastAnswer: z.object({ itemId: z.string(), correct: z.boolean() }).nullable(),
  item: LearnerQuizItem.extend({ quizId: z.string() }).nullable(),
  outcome: PlacementOutcome.nullable(),
});
export type PlacementTestResponse = z.infer<typeof PlacementTestResponse>;
