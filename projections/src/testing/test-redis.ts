import { Redis } from 'ioredis';

/** The Redis tests run against: REDIS_URL when set, else the local server that CI starts beside PostgreSQL. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connection to the test Redis, failing at once with how to start it rather than retrying forever. */
export async function connectTestRedis(): Promise<Redis> {
  const redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${testRedisUrl} (${(error as Error).message}). ` +
        'Start it (redis-server --daemonize yes) or set TEST_REDIS_URL.',
      { cause: error },
    );
  }
  return redis;
}
