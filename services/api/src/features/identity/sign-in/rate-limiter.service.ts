import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { HttpError } from '../../../http/http-errors.js';

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'Too many requests', `Too many attempts; try again in ${Math.ceil(seconds / 60)} minute(s).`, [], undefined, {
      'Retry-After': String(seconds),
    });
  }
}

/**
 * Sliding-window limits counted in the database, so that every node shares them. A refused attempt is not counted,
 * so that hammering does not extend the wait indefinitely. Each check-and-count is one statement on the bucket's
 * row, so concurrent requests cannot all read the same count and all pass.
 */
export class RateLimiter {
  constructor(
    private readonly db: Executor,
    private readonly clock: () => Date,
  ) {}

  /** Counts a hit in the bucket or throws TooManyRequestsError when the window is full. */
  async hit(bucket: string, { limit, windowSeconds }: RateLimit): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - windowSeconds * 1000);
    // Every SET expression reads the row as it was before this hit, under the row lock that ON CONFLICT takes.
    const { rows } = await sql<{ counted: boolean; oldest: Date }>`
      INSERT INTO identity.rate_limit_windows AS w (bucket, hits, last_hit_counted, touched_at)
      VALUES (${bucket}, ARRAY[${now}::timestamptz], ${limit > 0}, ${now})
      ON CONFLICT (bucket) DO UPDATE SET
        hits = ARRAY(SELECT hit FROM unnest(w.hits) AS hit WHERE hit > ${since} ORDER BY hit)
          || CASE WHEN (SELECT count(*) FROM unnest(w.hits) AS hit WHERE hit > ${since}) < ${limit}
                  THEN ARRAY[${now}::timestamptz] ELSE ARRAY[]::timestamptz[] END,
        last_hit_counted = (SELECT count(*) FROM unnest(w.hits) AS hit WHERE hit > ${since}) < ${limit},
        touched_at = ${now}
      RETURNING last_hit_counted AS counted, w.hits[1] AS oldest
    `.execute(this.db);
    const { counted, oldest } = rows[0]!;
    if (!counted) throw new TooManyRequestsError((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
  }
}
