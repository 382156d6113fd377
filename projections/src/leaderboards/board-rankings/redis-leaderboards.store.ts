import { createHash } from 'node:crypto';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Checkpoint, StoredEvent } from '@pathwise/event-store';
import { Redis as RedisClient, type Redis } from 'ioredis';
import type { BoardKey } from './board.keys.js';
import { leaderboardSteps } from './leaderboard-steps.fold.js';
import type { LeaderboardChoice, LeaderboardReader, RankedLearner } from './leaderboard.store.js';
import { APPLY_PAGE_SCRIPT, RANK_OF_SCRIPT } from './redis-leaderboard.scripts.js';

/** Where a deployment keeps its boards unless told otherwise (REDIS_KEY_PREFIX). */
export const DEFAULT_REDIS_LEADERBOARD_PREFIX = 'pathwise:leaderboards:';
/**
 * The version of the key layout, below the deployment's prefix, like the tables' `_v2`: a new layout fills keys of
 * its own from the log, beside the old ones, whatever prefix a deployment chose. Version 2 lists learners by default.
 */
const KEY_LAYOUT = 'v2:';

interface Script {
  readonly lua: string;
  readonly sha: string;
}

const scriptOf = (lua: string): Script => ({ lua, sha: createHash('sha1').update(lua).digest('hex') });
const applyPage = scriptOf(APPLY_PAGE_SCRIPT);
const rankOf = scriptOf(RANK_OF_SCRIPT);

/** Positions and transaction ids padded to 20 digits compare as strings the way they compare as numbers. */
const padded = (value: bigint) => value.toString().padStart(20, '0');
const checkpointText = (checkpoint: Checkpoint) => `${padded(checkpoint.transactionId)}:${padded(checkpoint.position)}`;
const learnerOfMember = (member: string) => member.slice(member.indexOf(':') + 1);

/**
 * The boards as Redis sorted sets: top-N is one ZRANGE and "my rank" one ZRANK, both O(log n). Pages are applied
 * by one script that also stores the page's checkpoint and skips pages it has already seen, so a page retried after
 * the PostgreSQL checkpoint failed to commit is never counted twice.
 */
export class RedisLeaderboards implements LeaderboardReader {
  /** What every key of these boards starts with: the deployment's prefix, then the key layout's version. */
  readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    deploymentPrefix = DEFAULT_REDIS_LEADERBOARD_PREFIX,
  ) {
    this.prefix = `${deploymentPrefix}${KEY_LAYOUT}`;
  }

  async #run(script: Script, args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await this.redis.evalsha(script.sha, 0, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return this.redis.eval(script.lua, 0, ...args);
    }
  }

  /** Applies one page of the log ending at `checkpoint`; false when Redis already holds it. */
  async apply(events: readonly StoredEvent<PathwiseEvent>[], checkpoint: Checkpoint): Promise<boolean> {
    const args: (string | number)[] = [this.prefix, checkpointText(checkpoint)];
    for (const step of leaderboardSteps(events)) {
      if (step.kind === 'gains') {
        for (const gain of step.gains) args.push('g', gain.board, gain.learnerId, gain.xp, padded(gain.reachedPosition));
      } else if (step.kind === 'participation') {
        args.push('p', step.learnerId, step.participating ? '1' : '0', step.shownAs === 'name' ? '1' : '0');
      } else {
        args.push('c', step.courseId, step.enabled ? '1' : '0');
      }
    }
    return (await this.#run(applyPage, args)) === 1;
  }

  /** False when Redis holds no page of the log: never filled, or emptied by a restart without persistence. */
  async holdsAnyPage(): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}checkpoint`)) === 1;
  }

  /** Forgets every board, for a rebuild from the start of the log. */
  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', '1000');
      if (keys.length > 0) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async top(board: BoardKey, limit: number): Promise<RankedLearner[]> {
    const reply = await this.redis.zrange(`${this.prefix}rank:${board}`, 0, String(limit - 1), 'WITHSCORES');
    // RESP2 answers member, score, member, ...; RESP3 answers [member, score] pairs: flat() reads both alike.
    const flat = (reply as readonly (string | readonly [string, string])[]).flat().map(String);
    const ranked: { learnerId: string; xp: number }[] = [];
    for (let index = 0; index < flat.length; index += 2) ranked.push({ learnerId: learnerOfMember(flat[index]!), xp: -Number(flat[index + 1]) });
    if (ranked.length === 0) return [];
    const named = await this.redis.smismember(`${this.prefix}named`, ...ranked.map((entry) => entry.learnerId));
    return ranked.map((entry, index) => ({ ...entry, rank: index + 1, shownAs: named[index] === 1 ? 'name' : 'alias' }));
  }

  async rankOf(board: BoardKey, learnerId: string): Promise<RankedLearner | null> {
    const found = (await this.#run(rankOf, [this.prefix, board, learnerId])) as [number, string, number] | null;
    return found ? { learnerId, rank: Number(found[0]), xp: Number(found[1]), shownAs: Number(found[2]) === 1 ? 'name' : 'alias' } : null;
  }

  size(board: BoardKey): Promise<number> {
    return this.redis.zcard(`${this.prefix}rank:${board}`);
  }

  async choiceOf(learnerId: string): Promise<LeaderboardChoice> {
    const [unlisted, named] = await Promise.all([this.redis.sismember(`${this.prefix}unlisted`, learnerId), this.redis.sismember(`${this.prefix}named`, learnerId)]);
    return { participating: unlisted === 0, shownAs: named === 1 ? 'name' : 'alias' };
  }

  async courseBoardEnabled(courseId: string): Promise<boolean> {
    return (await this.redis.sismember(`${this.prefix}course-off`, courseId)) === 0;
  }
}

/** Connects to the Redis that keeps the boards, failing at once (at start-up) when it cannot be reached. */
export async function openRedisLeaderboards(url: string, prefix = DEFAULT_REDIS_LEADERBOARD_PREFIX): Promise<{ boards: RedisLeaderboards; close(): Promise<void> }> {
  const redis = new RedisClient(url, { lazyConnect: true });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis is not reachable at REDIS_URL (${(error as Error).message})`, { cause: error });
  }
  return {
    boards: new RedisLeaderboards(redis, prefix),
    close: async () => {
      await redis.quit();
    },
  };
}
