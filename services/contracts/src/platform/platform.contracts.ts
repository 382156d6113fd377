import { z } from 'zod';
import { LogPosition } from '../shared/log-position.contracts.js';

export const PlatformOverviewResponse = z.object({
  learners: z.number().int(),
  creators: z.number().int(),
  coursesPublished: z.number().int(),
  learningEvents: z.number().int(),
  lessonsCompleted: z.number().int(),
  quizAttempts: z.number().int(),
  daily: z.array(
    z.object({
      day: z.iso.date(),
      learningEvents: z.number().int(),
      lessonsCompleted: z.number().int(),
      quizAttempts: z.number().int(),
    }),
  ),
  lastPosition: LogPosition,
});
export type PlatformOverviewResponse = z.infer<typeof PlatformOverviewResponse>;

export const ProjectionHealth = z.object({
  name: z.string(),
  version: z.number().int(),
  state: z.string(),
  lagEvents: z.number().int(),
  lagSeconds: z.number(),
  lastError: z.string().nullable(),
  /** Events the projection set aside because it could not apply them (ADR 18). */
  parkedEvents: z.number().int(),
});
export type ProjectionHealth = z.infer<typeof ProjectionHealth>;

/** A reactor (a policy that appends events in answer to others) as the monitoring page watches it: no version. */
export const ReactorHealth = ProjectionHealth.omit({ version: true });
export type ReactorHealth = z.infer<typeof ReactorHealth>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  eventStore: z.object({ headPosition: LogPosition }),
  projections: z.array(ProjectionHealth),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** An event a projection could not apply: set aside so that the events after it still are (ADR 18). */
export const ParkedEvent = z.object({
  projection: z.string(),
  position: LogPosition,
  streamId: z.string(),
  eventType: z.string(),
  error: z.string(),
  attempts: z.number().int().min(1),
  firstFailedAt: z.iso.datetime(),
  lastFailedAt: z.iso.datetime(),
});
export type ParkedEvent = z.infer<typeof ParkedEvent>;

export const ParkedEventsQuery = z.strictObject({
  projection: z.string().min(1).max(100).optional(),
  /** A projection bug can park thousands: the list shows the oldest, `total` says how many there are. */
  limit: z.coerce.number().int().min(1).max(1_000).default(200),
});

export const ParkedEventList = z.object({ parkedEvents: z.array(ParkedEvent), total: z.number().int() });
export type ParkedEventList = z.infer<typeof ParkedEventList>;

export const ProjectionNameParams = z.strictObject({ projection: z.string().min(1).max(100) });

/** One parked event by its position, or every event the projection has parked. */
export const RetryParkedEventsRequest = z.strictObject({ position: LogPosition.optional() });
export type RetryParkedEventsRequest = z.infer<typeof RetryParkedEventsRequest>;

export const RetryParkedEventsResponse = z.object({
  outcomes: z.array(
    z.discriminatedUnion('outcome', [
      z.object({ position: LogPosition, outcome: z.literal('applied') }),
      z.object({ position: LogPosition, outcome: z.literal('still_failing'), error: z.string(), attempts: z.number().int().min(1) }),
      z.object({ position: LogPosition, outcome: z.literal('not_parked') }),
    ]),
  ),
});
export type RetryParkedEventsResponse = z.infer<typeof RetryParkedEventsResponse>;
