import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { QuizAnswer } from './quiz-attempt.events.js';

/**
 * A learner answered a lesson's check-yourself question, graded on the server against the course version they were
 * shown. Practice: it informs the adaptive engine's estimates and never counts toward a quiz's score.
 */
export const PracticeAnswered = defineEvent({
  type: 'PracticeAnswered',
  schema: z.object({
    answerId: EntityId,
    learnerId: EntityId,
    courseId: EntityId,
    lessonId: EntityId,
    itemId: EntityId,
    courseVersion: z.number().int().min(1),
    answer: QuizAnswer,
    correct: z.boolean(),
    /** One of the course's staff trying the question. */
    preview: z.boolean(),
  }),
});

export const practiceAnswerEvents = [PracticeAnswered] as const;
