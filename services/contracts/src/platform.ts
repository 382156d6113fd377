import { z } from 'zod';
import { LogPosition } from './positions.js';

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

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  eventStore: z.object({ headPosition: LogPosition }),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number().int(),
      state: z.string(),
      lagEvents: z.number().int(),
      lagSeconds: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
