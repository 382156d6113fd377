import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { EntityId } from '../ids.js';

export const learningEventTypes = ['lesson_start', 'lesson_complete', 'quiz_attempt'] as const;
export type LearningEventType = (typeof learningEventTypes)[number];

export const deviceTypes = ['mobile', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** Signals of attention the client measured (scroll depth, focus losses, ...): small and flat by design. */
export const EngagementIndicators = z
  .record(z.string().min(1).max(40), z.union([z.number().finite(), z.boolean()]))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 engagement indicators');

export const LearningEventRecordedData = z
  .object({
    learnerId: EntityId,
    courseId: EntityId,
    lessonId: EntityId.nullable(),
    eventType: z.enum(learningEventTypes),
    timeSpentSeconds: z.number().finite().min(0).max(86_400),
    /** Percent correct, only for quiz attempts. */
    score: z.number().finite().min(0).max(100).nullable(),
    attempts: z.number().int().min(1).max(1_000).nullable(),
    deviceType: z.enum(deviceTypes),
    engagementIndicators: EngagementIndicators,
    /** When it happened on the learner's device; the store records its own time too. */
    occurredAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((event, context) => {
    if (event.eventType === 'quiz_attempt' && event.score === null) {
      context.addIssue({ code: 'custom', path: ['score'], message: 'A quiz attempt needs a score' });
    }
    if (event.eventType !== 'quiz_attempt' && event.score !== null) {
      context.addIssue({ code: 'custom', path: ['score'], message: 'Only a quiz attempt has a score' });
    }
  });

export const LearningEventRecorded = defineEvent({
  type: 'LearningEventRecorded',
  schema: LearningEventRecordedData,
});

export const learningEvents = [LearningEventRecorded] as const;
