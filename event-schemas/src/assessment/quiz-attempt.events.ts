import { z } from 'zod';
import { defineEvent, defineUpcaster } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

export const QuizAnswer = z.object({
  itemId: EntityId,
  /** The options picked, for choice and true/false items. */
  optionIds: z.array(EntityId).max(20),
  /** The typed answer, for short-answer items. */
  text: z.string().max(500).nullable(),
});
export type QuizAnswer = z.infer<typeof QuizAnswer>;

export const ItemResult = z.object({ itemId: EntityId, correct: z.boolean() });
export type ItemResult = z.infer<typeof ItemResult>;

const QuizAttemptGradedV1 = z.object({
  attemptId: EntityId,
  learnerId: EntityId,
  courseId: EntityId,
  quizId: EntityId,
  courseVersion: z.number().int().min(1),
  answers: z.array(QuizAnswer).max(100),
  results: z.array(ItemResult).max(100),
  /** Percent correct. */
  score: z.number().finite().min(0).max(100),
  passed: z.boolean(),
  timeSpentSeconds: z.number().finite().min(0).max(86_400),
});

/**
 * A quiz graded on the server against the course version the learner was shown; that version is kept with the attempt
 * so a later key correction knows exactly which attempts it touches. Version 2 added `preview`: the attempt of one of
 * the course's staff trying it, which earns no XP; before it every attempt counted as a learner's.
 */
export const QuizAttemptGraded = defineEvent({
  type: 'QuizAttemptGraded',
  schemaVersion: 2,
  schema: QuizAttemptGradedV1.extend({ preview: z.boolean() }),
  upcasters: [defineUpcaster({ fromVersion: 1, from: QuizAttemptGradedV1, upcast: (data) => ({ ...data, preview: false }) })],
});

/** A correction of an answer key changed this attempt's result; the original grading stays in the log. */
export const QuizAttemptRegraded = defineEvent({
  type: 'QuizAttemptRegraded',
  schema: z.object({
    attemptId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    quizId: EntityId,
    /** The course version whose AnswerKeyCorrected caused this regrade. */
    correctionVersion: z.number().int().min(1),
    results: z.array(ItemResult).max(100),
    previousScore: z.number().finite().min(0).max(100),
    score: z.number().finite().min(0).max(100),
    passed: z.boolean(),
  }),
});

export const quizAttemptEvents = [QuizAttemptGraded, QuizAttemptRegraded] as const;
