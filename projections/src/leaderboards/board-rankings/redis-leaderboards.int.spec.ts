import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { CheckpointedConsumer, createLeaseManager, type LeaseManager } from '@pathwise/event-store';
import { useTestEventStore } from '@pathwise/event-store/testing';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardContract } from '../../testing/leaderboard-contract.js';
import { awardXp } from '../../testing/leaderboard-events.js';
import { connectTestRedis } from '../../testing/test-redis.js';
import { courseBoard } from './board.keys.js';
import { leaderboardEventTypes } from './leaderboard-steps.fold.js';
import { RedisLeaderboards } from './redis-leaderboards.store.js';
import {
  REDIS_LEADERBOARDS_SUBSCRIPTION,
  rebuildRedisLeaderboards,
  redisLeaderboardsHandler,
  refillRedisLeaderboardsIfLost,
} from './redis-leaderboards.runner.js';

describe('leaderboards in Redis sorted sets, following a PostgreSQL log', () => {
  const fixture = useTestEventStore<PathwiseEvent>('postgres', { registry: pathwiseEvents });
  let redis: Redis;
  let leases: LeaseManager;
  let boards: RedisLeaderboards;
  beforeAll(async () => {
    redis = await connectTestRedis();
    leases = createLeaseManager(fixture.database);
    boards = new RedisLeaderboards(redis, `pathwise:test:${randomUUID()}:`);
  });
  afterAll(async () => {
    await boards.clear();
    redis.disconnect();
    await leases.close();
  });

  const follower = () => new CheckpointedConsumer(fixture.store, fixture.database, leases, redisLeaderboardsHandler(boards), { batchSize: 5 });

  leaderboardContract(() => ({
    store: fixture.store,
    database: fixture.database,
    boards,
    catchUp: () => follower().drain(),
    rebuild: async () => {
      await rebuildRedisLeaderboards({ database: fixture.database, store: fixture.store, leases, boards, batchSize: 7 });
    },
  }));

  it('applies a page once: the same page again, as after a lost PostgreSQL commit, changes nothing', async () => {
    const courseId = randomUUID();
    const learnerId = `learner-${randomUUID()}`;
    await awardXp(fixture.store, learnerId, 25, '2026-11-23', courseId);
    await follower().drain();
    const { events, checkpoint } = await fixture.store.readAll({ after: { transactionId: 0n, position: 0n }, limit: 10_000, types: leaderboardEventTypes });
    const mine = events.filter((event) => event.streamId.endsWith(learnerId));

    expect(await boards.apply(mine, checkpoint)).toBe(false);
    expect(await boards.rankOf(courseBoard(courseId), learnerId)).toEqual({ learnerId, xp: 25, rank: 1, shownAs: 'alias' });
  });

  it('refills boards that Redis lost (a restart without persistence) from the start of the log', async () => {
    const courseId = randomUUID();
    const learnerId = `learner-${randomUUID()}`;
    await awardXp(fixture.store, learnerId, 12, '2026-11-23', courseId);
    await follower().drain();
    expect(await refillRedisLeaderboardsIfLost(fixture.database, boards)).toBe(false);

    await boards.clear();
    expect(await refillRedisLeaderboardsIfLost(fixture.database, boards)).toBe(true);
    await follower().drain();
    expect(await boards.rankOf(courseBoard(courseId), learnerId)).toEqual({ learnerId, xp: 12, rank: 1, shownAs: 'alias' });
  });

  it("fills keys of its own layout beside those version 1 left under a deployment's prefix, from the start of the log", async () => {
    const deploymentPrefix = `pathwise:test:${randomUUID()}:`;
    // What version 1 kept under the same prefix: a checkpoint at the head of the log, and the learners who opted in.
    await redis.set(`${deploymentPrefix}checkpoint`, '9'.repeat(41));
    await redis.sadd(`${deploymentPrefix}listed`, 'someone');
    const layoutTwo = new RedisLeaderboards(redis, deploymentPrefix);
    try {
      expect(layoutTwo.prefix).toBe(`${deploymentPrefix}v2:`);
      expect(await layoutTwo.holdsAnyPage()).toBe(false);
      const courseId = randomUUID();
      const learnerId = `learner-${randomUUID()}`;
      await awardXp(fixture.store, learnerId, 8, '2026-11-23', courseId);
      const { events, checkpoint } = await fixture.store.readAll({ after: { transactionId: 0n, position: 0n }, limit: 10_000, types: leaderboardEventTypes });
      expect(await layoutTwo.apply(events, checkpoint)).toBe(true);
      expect(await layoutTwo.rankOf(courseBoard(courseId), learnerId)).toEqual({ learnerId, xp: 8, rank: 1, shownAs: 'alias' });
    } finally {
      await layoutTwo.clear();
      await redis.del(`${deploymentPrefix}checkpoint`, `${deploymentPrefix}listed`);
    }
  });

  it('refuses a rebuild while the live follower holds its lease', async () => {
    const lease = await leases.tryAcquire(REDIS_LEADERBOARDS_SUBSCRIPTION);
    try {
      await expect(rebuildRedisLeaderboards({ database: fixture.database, store: fixture.store, leases, boards })).rejects.toThrow(/running elsewhere/);
    } finally {
      await lease?.release();
    }
  });
});
