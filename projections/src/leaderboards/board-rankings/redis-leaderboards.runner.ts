import type { PathwiseEvent } from '@pathwise/event-schemas';
import {
  START_OF_LOG,
  checkpointStore,
  type ConsumerHandler,
  type Database,
  type EventStore,
  type LeaseManager,
} from '@pathwise/event-store';
import { subscriptionIdOf } from '../../runner/projection.js';
import { leaderboardEventTypes } from './leaderboard-steps.fold.js';
import type { RedisLeaderboards } from './redis-leaderboards.store.js';

/**
 * The Redis boards follow the log under their own checkpoint and lease, beside the PostgreSQL projection's. Version 2
 * lists learners by default (ADR 35): a new checkpoint, so it fills its new keys from the start of the log.
 */
export const redisLeaderboardsFollower = { name: 'leaderboards-redis', version: 2 } as const;
export const REDIS_LEADERBOARDS_SUBSCRIPTION = subscriptionIdOf(redisLeaderboardsFollower);

/** What a CheckpointedConsumer runs to keep the Redis boards live. */
export function redisLeaderboardsHandler(boards: RedisLeaderboards): ConsumerHandler<PathwiseEvent> {
  return {
    subscriptionId: REDIS_LEADERBOARDS_SUBSCRIPTION,
    eventTypes: leaderboardEventTypes,
    async handle(events, { checkpoint }) {
      await boards.apply(events, checkpoint);
    },
  };
}

/**
 * Sends the follower back to the start of the log when Redis lost the boards (a restart without persistence) while
 * its checkpoint in PostgreSQL says they were filled. A live follower elsewhere sees its checkpoint moved and
 * follows it, as after a rebuild. Called as a process starts its followers.
 */
export async function refillRedisLeaderboardsIfLost(database: Database, boards: RedisLeaderboards): Promise<boolean> {
  if (await boards.holdsAnyPage()) return false;
  const checkpoint = await checkpointStore.load(database.db, REDIS_LEADERBOARDS_SUBSCRIPTION);
  if (checkpoint.position === START_OF_LOG.position && checkpoint.transactionId === START_OF_LOG.transactionId) return false;
  await checkpointStore.remove(database.db, REDIS_LEADERBOARDS_SUBSCRIPTION);
  return true;
}

export class RedisLeaderboardsBusyError extends Error {
  constructor() {
    super(`${REDIS_LEADERBOARDS_SUBSCRIPTION} is running elsewhere: rebuild where it runs, or stop its workers first`);
  }
}

/**
 * Rebuilds the Redis boards from the whole log: takes the follower's lease (so no live page interleaves), forgets the
 * boards, applies every page, and leaves the follower's checkpoint where the rebuild stopped.
 */
export async function rebuildRedisLeaderboards(options: {
  readonly database: Database;
  readonly store: EventStore<PathwiseEvent>;
  readonly leases: LeaseManager;
  readonly boards: RedisLeaderboards;
  readonly batchSize?: number;
  readonly onProgress?: (scanned: number) => void;
}): Promise<{ scanned: number; applied: number }> {
  const lease = await options.leases.tryAcquire(REDIS_LEADERBOARDS_SUBSCRIPTION);
  if (!lease) throw new RedisLeaderboardsBusyError();
  try {
    await options.boards.clear();
    let checkpoint = START_OF_LOG;
    let scanned = 0;
    let applied = 0;
    for (;;) {
      const page = await options.store.readAll({ after: checkpoint, limit: options.batchSize ?? 2_000, types: leaderboardEventTypes });
      if (page.scanned === 0) break;
      if (page.events.length > 0) await options.boards.apply(page.events, page.checkpoint);
      checkpoint = page.checkpoint;
      scanned += page.scanned;
      applied += page.events.length;
      options.onProgress?.(scanned);
    }
    await checkpointStore.save(options.database.db, REDIS_LEADERBOARDS_SUBSCRIPTION, checkpoint);
    return { scanned, applied };
  } finally {
    await lease.release();
  }
}
