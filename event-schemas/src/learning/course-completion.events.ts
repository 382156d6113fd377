import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** One learner's completion of one course: `completion-<courseId>.<learnerId>`, holding at most one event. */
export const courseCompletionStreamId = (courseId: string, learnerId: string) => streamId('completion', `${courseId}.${learnerId}`);

/**
 * The learner finished the course: every lesson of its published version completed and every quiz passed. The only
 * event of its stream (appended expecting no stream), so a course is completed once, whatever comes after.
 */
export const CourseCompleted = defineEvent({
  type: 'CourseCompleted',
  schema: z.object({
    learnerId: EntityId,
    courseId: EntityId,
    /** The published version whose every lesson and quiz the learner had finished. */
    courseVersion: z.number().int().min(1),
  }),
});

export const courseCompletionEvents = [CourseCompleted] as const;
