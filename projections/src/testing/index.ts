/** Helpers for tests of the read side: a real Redis, and the leaderboard events the gamification reactor appends. */
export * from './test-redis.js';
export * from './leaderboard-events.js';
