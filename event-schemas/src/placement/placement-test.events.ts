import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { QuizAnswer } from '../assessment/quiz-attempt.events.js';

/** An ability on the IRT logit scale with its posterior standard error. */
export const PlacementAbility = z.object({ theta: z.number().finite().min(-10).max(10), se: z.number().finite().min(0).max(10) });

export const PlacementStoppingRule = z.object({
  seTarget: z.number().finite().positive().max(5),
  minItems: z.number().int().min(1).max(100),
  maxItems: z.number().int().min(1).max(100),
});

/**
 * A learner began an adaptive placement test on one published course version. The item bank is that version's quiz
 * items; the first item was chosen by the server and is recorded here, so a replay need not re-run the selection.
 */
export const PlacementTestStarted = defineEvent({
  type: 'PlacementTestStarted',
  schema: z.object({
    testId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    courseVersion: z.number().int().min(1),
    stopping: PlacementStoppingRule,
    bankSize: z.number().int().min(1).max(10_000),
    firstItemId: EntityId,
    startedAt: z.iso.datetime(),
  }),
});

/** One answer, graded on the server, with the ability after it and the item asked next (null when the test ends). */
export const PlacementItemAnswered = defineEvent({
  type: 'PlacementItemAnswered',
  schema: z.object({
    testId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    quizId: EntityId,
    answer: QuizAnswer,
    correct: z.boolean(),
    ability: PlacementAbility,
    nextItemId: EntityId.nullable(),
  }),
});

export const PlacementSkillResult = z.object({
  skillId: EntityId,
  ability: PlacementAbility,
  answered: z.number().int().min(0),
  correct: z.number().int().min(0),
  probabilityMastered: z.number().finite().min(0).max(1),
  mastered: z.boolean(),
});

/** The test ended: the ability, each skill's estimate, the skills counted mastered and the lessons the learner may skip. */
export const PlacementTestCompleted = defineEvent({
  type: 'PlacementTestCompleted',
  schema: z.object({
    testId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    ability: PlacementAbility,
    stopReason: z.enum(['se-target', 'max-items', 'bank-exhausted']),
    itemsAnswered: z.number().int().min(0),
    skills: z.array(PlacementSkillResult).max(500),
    masteredSkillIds: z.array(EntityId).max(500),
    skippedLessonIds: z.array(EntityId).max(2_000),
    completedAt: z.iso.datetime(),
  }),
});

export const placementTestEvents = [PlacementTestStarted, PlacementItemAnswered, PlacementTestCompleted] as const;
