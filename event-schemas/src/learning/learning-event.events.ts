import { z } from 'zod';
import { contentModalities } from '../courses/course-content.schemas.js';
import { defineEvent, defineUpcaster } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

export const learningEventTypes = ['lesson_start', 'lesson_complete', 'quiz_attempt'] as const;
export type LearningEventType = (typeof learningEventTypes)[number];

export const deviceTypes = ['mobile', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** Signals of attention the client measured (scroll depth, focus losses, ...): small and flat by design. */
export const EngagementIndicators = z
  .record(z.string().min(1).max(40), z.union([z.number().finite(), z.boolean()]))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 engagement indicators');

const LearningEventRecordedV1 = z.object({
  learnerId: EntityId,
  courseId: EntityId,
  lessonId: EntityId.nullable(),
  eventType: z.enum(learningEventTypes),
  timeSpentSeconds: z.number(),
  score: z.number().nullable(),
  attempts: z.number().int().nullable(),
  deviceType: z.enum(deviceTypes),
  engagementIndicators: z.record(z.string(), z.union([z.number(), z.boolean()])),
  occurredAt: z.string(),
});

const LearningEventRecordedV2 = LearningEventRecordedV1.extend({ contentModalities: z.array(z.enum(contentModalities)) });

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
    /**
     * How the lesson's content reached the learner (its videos, audio, images, text), as the lesson stood when the
     * event was recorded; empty without a lesson, or when the lesson had none of these. Lets the learner profile
     * describe which formats the learner spends their time on without reading course content.
     */
    contentModalities: z.array(z.enum(contentModalities)).max(contentModalities.length),
    /**
     * Recorded by the course's staff (or an admin) trying the course, not by an enrolled learner: kept in the log,
     * but it earns no XP and counts in no learner's or platform's figures.
     */
    preview: z.boolean(),
  })
  .superRefine((event, context) => {
    if (event.eventType === 'quiz_attempt' && event.score === null) {
      context.addIssue({ code: 'custom', path: ['score'], message: 'A quiz attempt needs a score' });
    }
    if (event.eventType !== 'quiz_attempt' && event.score !== null) {
      context.addIssue({ code: 'custom', path: ['score'], message: 'Only a quiz attempt has a score' });
    }
  });

/**
 * Version 2 added the lesson's content modalities; what older events were about is not known, so they have none.
 * Version 3 added `preview`; before it only enrolled learners' events were meant to be stored, so older ones are not.
 */
export const LearningEventRecorded = defineEvent({
  type: 'LearningEventRecorded',
  schemaVersion: 3,
  schema: LearningEventRecordedData,
  upcasters: [
    defineUpcaster({ fromVersion: 1, from: LearningEventRecordedV1, upcast: (data) => ({ ...data, contentModalities: [] }) }),
    defineUpcaster({ fromVersion: 2, from: LearningEventRecordedV2, upcast: (data) => ({ ...data, preview: false }) }),
  ],
});

export const learningEvents = [LearningEventRecorded] as const;
