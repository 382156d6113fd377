import { z } from 'zod';

/** RFC 9457 problem details, as every error of the API is answered. */
export const ProblemDetails = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  traceId: z.string(),
  /** One entry per invalid field, `pointer` being a JSON pointer into the request (#/body/score, #/query/page). */
  errors: z.array(z.object({ pointer: z.string(), detail: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;
