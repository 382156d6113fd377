import { EngagementIndicators, EntityId as Id, deviceTypes, learningEventTypes } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LogPosition } from '../shared/log-position.contracts.js';

export { deviceTypes, learningEventTypes };

/** A learning event as the client sends it (spec section 3); `timeSpent` is in seconds. */
export const RecordLearningEventRequest = z
  .object({
    eventId: z.uuid(),
    eventType: z.enum(learningEventTypes),
    userId: Id,
    courseId: Id,
    lessonId: Id.nullable().default(null),
    timeSpent: z.number().finite().min(0).max(86_400),
    score: z.number().finite().min(0).max(100).nullable().default(null),
    attempts: z.number().int().min(1).max(1_000).nullable().default(null),
    deviceType: z.enum(deviceTypes),
    engagementIndicators: EngagementIndicators.default({}),
    /** When it happened on the device; defaults to when the server received it. */
    occurredAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type RecordLearningEventRequest = z.input<typeof RecordLearningEventRequest>;

export const RecordLearningEventResponse = z.object({
  eventId: z.uuid(),
  position: LogPosition,
  streamVersion: z.number().int(),
  /** True when this event id had already been recorded: the retry changed nothing. */
  duplicate: z.boolean(),
});
export type RecordLearningEventResponse = z.infer<typeof RecordLearningEventResponse>;

export const CourseActivity = z.object({
  courseId: z.string(),
  lessonsStarted: z.number().int(),
  lessonsCompleted: z.number().int(),
  quizAttempts: z.number().int(),
  averageQuizScore: z.number().nullable(),
  bestQuizScore: z.number().nullable(),
  timeSpentSeconds: z.number(),
  lastEventType: z.enum(learningEventTypes),
  lastLessonId: z.string().nullable(),
  lastActivityAt: z.iso.datetime(),
  lastPosition: LogPosition,
});

export const LearnerActivityResponse = z.object({
  learnerId: z.string(),
  courses: z.array(CourseActivity),
  totals: z.object({
    lessonsCompleted: z.number().int(),
    quizAttempts: z.number().int(),
    timeSpentSeconds: z.number(),
  }),
});
export type LearnerActivityResponse = z.infer<typeof LearnerActivityResponse>;

/** The learning_update push: ids and a position only; the client refetches what it shows (spec section 7). */
export const LearningUpdatePush = z.object({
  /** The room this push was sent to, as `<room_type>:<room_id>`. */
  room: z.string(),
  /**
   * Where the event stands in the log. Pushes arrive in log order, which is not numeric order: a client resumes
   * from the last position it received, never from the highest.
   */
  position: LogPosition,
  event_type: z.enum(learningEventTypes),
  course_id: z.string(),
  lesson_id: z.string().nullable(),
  /** Present in the learner's own room, absent in public rooms. */
  user_id: z.string().optional(),
});
export type LearningUpdatePush = z.infer<typeof LearningUpdatePush>;

/** The learning_event socket message of spec section 7; `data` carries the fields of the HTTP request. */
export const LearningEventSocketPayload = z.object({
  event_type: z.enum(learningEventTypes),
  room_id: Id,
  data: RecordLearningEventRequest.omit({ eventType: true }),
  requires_response: z.boolean().default(false),
  broadcast: z.boolean().default(false),
});
export type LearningEventSocketPayload = z.input<typeof LearningEventSocketPayload>;
