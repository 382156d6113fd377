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
 * so that hammering does not extend the wait indefinitely.
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
    const { rows } = await sql<{ hits: number; oldest: Date | null }>`
      SELECT count(*)::int AS hits, min(hit_at) AS oldest FROM identity.rate_limit_hits WHERE bucket = ${bucket} AND hit_at > ${since}
    `.execute(this.db);
    const { hits, oldest } = rows[0]!;
    if (hits >= limit) {
      throw new TooManyRequestsError(oldest ? (oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000 : windowSeconds);
    }
    await sql`INSERT INTO identity.rate_limit_hits (bucket, hit_at) VALUES (${bucket}, ${now})`.execute(this.db);
  }

  /** Forgets hits older than any window in use. */
  async prune(olderThanSeconds: number): Promise<void> {
    await sql`DELETE FROM identity.rate_limit_hits WHERE hit_at < ${new Date(this.clock().getTime() - olderThanSeconds * 1000)}`.execute(this.db);
  }
}
