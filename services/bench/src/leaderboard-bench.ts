import { seededRandom } from '@pathwise/adaptive';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, StoredEvent } from '@pathwise/event-store';
import {
  GLOBAL_BOARD,
  LEADERBOARD_SCORES,
  LEADERBOARD_XP_BANDS,
  LEADERBOARD_XP_COUNTS,
  XP_BAND,
  LIVE_SCHEMA,
  PostgresLeaderboards,
  RedisLeaderboards,
  leaderboardsProjection,
} from '@pathwise/projections';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { measureLatency, type LatencyFigure } from './latency.js';
import { rate, type Figure } from './measure.js';

export interface LeaderboardBenchSizes {
  readonly learners: number;
  readonly queries: number;
  readonly updates: number;
}

const PAGE = 500;
const LOAD_CHUNK = 20_000;

/** The same learners and the same queries in every run and on both stores. */
const seeded = (seed: number) => seededRandom(seed).next;

const learnerId = (index: number) => `learner-${index}`;

/** XP as learning platforms see it: most learners have a little, a few have a lot (exponential, mean 1,500). */
function* population(learners: number): Generator<{ learnerId: string; xp: number; position: number }> {
  const random = seeded(42);
  for (let index = 0; index < learners; index++) yield { learnerId: learnerId(index), xp: Math.floor(-Math.log(1 - random()) * 1_500), position: index + 1 };
}

function chunks<T>(items: Iterable<T>, size: number): T[][] {
  const all: T[][] = [];
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      all.push(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) all.push(chunk);
  return all;
}

/** Pages of XpAwarded as the runner hands them to the boards, already read from the log: the write path alone. */
function updatePages(sizes: LeaderboardBenchSizes, firstPosition: number): StoredEvent<PathwiseEvent>[][] {
  const random = seeded(7);
  const events = Array.from({ length: sizes.updates }, (_, index) => {
    const learner = learnerId(Math.floor(random() * sizes.learners));
    return {
      type: 'XpAwarded',
      data: { learnerId: learner, courseId: null, xp: 10 + Math.floor(random() * 40), source: 'lesson_completed', sourceEventId: `bench-${index}`, localDay: '2026-11-23' },
      position: BigInt(firstPosition + index),
      transactionId: BigInt(firstPosition + index),
    } as unknown as StoredEvent<PathwiseEvent>;
  });
  return chunks(events, PAGE);
}

async function loadPostgres(database: Database, learners: number): Promise<void> {
  await leaderboardsProjection.createTables(database.db, LIVE_SCHEMA);
  for (const chunk of chunks(population(learners), LOAD_CHUNK)) {
    const rows = JSON.stringify(chunk.map((row) => ({ board: GLOBAL_BOARD, learner_id: row.learnerId, xp: row.xp, reached_position: row.position })));
    await sql`
      INSERT INTO ${sql.id(LIVE_SCHEMA, LEADERBOARD_SCORES)} (board, learner_id, xp, reached_position, listed)
      SELECT board, learner_id, xp, reached_position, true
      FROM jsonb_to_recordset(${rows}::jsonb) AS page(board text, learner_id text, xp bigint, reached_position bigint)
    `.execute(database.db);
  }
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, LEADERBOARD_XP_COUNTS)} (board, xp, learners)
    SELECT board, xp, count(*) FROM ${sql.id(LIVE_SCHEMA, LEADERBOARD_SCORES)} GROUP BY board, xp
  `.execute(database.db);
  await sql`
    INSERT INTO ${sql.id(LIVE_SCHEMA, LEADERBOARD_XP_BANDS)} (board, band, learners)
    SELECT board, xp / ${sql.lit(XP_BAND)}, count(*) FROM ${sql.id(LIVE_SCHEMA, LEADERBOARD_SCORES)} GROUP BY board, xp / ${sql.lit(XP_BAND)}
  `.execute(database.db);
  // No choices are loaded: like most learners, the population never chose, so it is listed under aliases (ADR 35).
  // As autovacuum would in a while: statistics for the planner, and a visibility map for index-only scans.
  await sql`VACUUM ANALYZE ${sql.id(LIVE_SCHEMA, LEADERBOARD_SCORES)}`.execute(database.db);
  await sql`VACUUM ANALYZE ${sql.id(LIVE_SCHEMA, LEADERBOARD_XP_COUNTS)}`.execute(database.db);
  await sql`VACUUM ANALYZE ${sql.id(LIVE_SCHEMA, LEADERBOARD_XP_BANDS)}`.execute(database.db);
  await sql`CREATE TABLE bench_raw_scores AS SELECT learner_id, xp FROM ${sql.id(LIVE_SCHEMA, LEADERBOARD_SCORES)}`.execute(database.db);
  await sql`ALTER TABLE bench_raw_scores ADD PRIMARY KEY (learner_id)`.execute(database.db);
}

async function loadRedis(redis: Redis, prefix: string, learners: number): Promise<void> {
  for (const chunk of chunks(population(learners), 5_000)) {
    const pipeline = redis.pipeline();
    for (const row of chunk) {
      const position = String(row.position).padStart(20, '0');
      pipeline.hset(`${prefix}score:${GLOBAL_BOARD}`, row.learnerId, `${row.xp}:${position}`);
      pipeline.zadd(`${prefix}rank:${GLOBAL_BOARD}`, -row.xp, `${position}:${row.learnerId}`);
      pipeline.sadd(`${prefix}boards:${row.learnerId}`, GLOBAL_BOARD);
      pipeline.zadd(`${prefix}raw`, row.xp, row.learnerId);
    }
    await pipeline.exec();
  }
}

export interface LeaderboardBenchResult {
  readonly latencies: LatencyFigure[];
  readonly updates: Figure[];
}

/**
 * Top-100, "my rank" and score updates at `sizes.learners` learners on one board, on PostgreSQL and on Redis, each
 * beside a floor measured in this run: SELECT 1 and PING for latency, a bare UPDATE and bare ZINCRBYs for updates.
 */
export async function benchLeaderboards(database: Database, redis: Redis, prefix: string, sizes: LeaderboardBenchSizes): Promise<LeaderboardBenchResult> {
  const latencies: LatencyFigure[] = [];
  const updates: Figure[] = [];
  const random = seeded(1_234);
  const someone = () => learnerId(Math.floor(random() * sizes.learners));

  await loadPostgres(database, sizes.learners);
  const postgres = new PostgresLeaderboards(database.db);
  const selectOne = await measureLatency(sizes.queries, () => sql`SELECT 1`.execute(database.db));
  const pgFloor = { name: 'SELECT 1', p99: selectOne.p99 };
  latencies.push({ store: 'postgres', name: 'SELECT 1 (floor)', ...selectOne });
  latencies.push({ store: 'postgres', name: 'top 100', ...(await measureLatency(sizes.queries, () => postgres.top(GLOBAL_BOARD, 100))), baseline: pgFloor, targetP99: 5 });
  latencies.push({ store: 'postgres', name: 'my rank', ...(await measureLatency(sizes.queries, () => postgres.rankOf(GLOBAL_BOARD, someone()))), baseline: pgFloor, targetP99: 5 });
  latencies.push({
    store: 'postgres',
    name: 'my rank by counting rows (naive)',
    ...(await measureLatency(Math.min(sizes.queries, 300), async () => {
      const mine = await postgres.rankOf(GLOBAL_BOARD, someone());
      await sql`SELECT count(*) FROM ${sql.id(LIVE_SCHEMA, LEADERBOARD_SCORES)} WHERE board = ${GLOBAL_BOARD} AND listed AND xp > ${mine!.xp}`.execute(database.db);
    })),
    baseline: pgFloor,
  });

  const boards = new RedisLeaderboards(redis, prefix);
  await loadRedis(redis, boards.prefix, sizes.learners);
  const ping = await measureLatency(sizes.queries, () => redis.ping());
  const redisFloor = { name: 'PING', p99: ping.p99 };
  latencies.push({ store: 'redis', name: 'PING (floor)', ...ping });
  latencies.push({ store: 'redis', name: 'top 100', ...(await measureLatency(sizes.queries, () => boards.top(GLOBAL_BOARD, 100))), baseline: redisFloor, targetP99: 1 });
  latencies.push({ store: 'redis', name: 'my rank', ...(await measureLatency(sizes.queries, () => boards.rankOf(GLOBAL_BOARD, someone()))), baseline: redisFloor, targetP99: 1 });

  const pages = updatePages(sizes, sizes.learners + 1);
  const rawPostgres = await rate(sizes.updates, async () => {
    for (const page of pages) {
      const rows = JSON.stringify(page.map((event) => event.data));
      await sql`
        UPDATE bench_raw_scores raw SET xp = raw.xp + gain.xp
        FROM (SELECT "learnerId" AS learner_id, sum(xp) AS xp FROM jsonb_to_recordset(${rows}::jsonb) AS page("learnerId" text, xp bigint) GROUP BY 1) gain
        WHERE raw.learner_id = gain.learner_id
      `.execute(database.db);
    }
  });
  const ours = await rate(sizes.updates, async () => {
    for (const page of pages) {
      await database.db.transaction().execute((transaction) => leaderboardsProjection.apply(page, { transaction, schema: LIVE_SCHEMA }));
    }
  });
  updates.push({ database: 'postgres', name: 'score updates (XpAwarded)', perSecond: ours.perSecond, baseline: { name: 'bare UPDATE', perSecond: rawPostgres.perSecond } });

  const rawRedis = await rate(sizes.updates, async () => {
    for (const page of pages) {
      const pipeline = redis.pipeline();
      for (const event of page) {
        const data = event.data as { learnerId: string; xp: number };
        pipeline.zincrby(`${boards.prefix}raw`, data.xp, data.learnerId);
      }
      await pipeline.exec();
    }
  });
  const redisOurs = await rate(sizes.updates, async () => {
    for (const page of pages) await boards.apply(page, { transactionId: page.at(-1)!.transactionId, position: page.at(-1)!.position });
  });
  updates.push({ database: 'redis', name: 'score updates (XpAwarded)', perSecond: redisOurs.perSecond, baseline: { name: 'bare ZINCRBY', perSecond: rawRedis.perSecond } });
  return { latencies, updates };
}
